/**
 * Small hand-kept tables the place hierarchy needs and no installed package ships:
 * country -> continent (GeoNames countryInfo continent column), continent centres and boxes,
 * Canadian province postal abbreviations (GeoNames uses numeric admin1 codes for Canada),
 * short English country names where the ISO "official" name is clumsy in a picker, and
 * currencies for the event catalogue's prices.
 */

export type ContinentCode = 'AF' | 'AN' | 'AS' | 'EU' | 'NA' | 'OC' | 'SA';

export interface ContinentInfo {
  code: ContinentCode;
  name: string;
  latitude: number;
  longitude: number;
  /** [south, west, north, east] in degrees. */
  box: readonly [number, number, number, number];
}

export const CONTINENTS: readonly ContinentInfo[] = [
  { code: 'AF', name: 'Africa', latitude: 2.0, longitude: 17.0, box: [-35, -26, 38, 52] },
  { code: 'AN', name: 'Antarctica', latitude: -80.0, longitude: 0.0, box: [-90, -180, -60, 180] },
  { code: 'AS', name: 'Asia', latitude: 34.0, longitude: 100.0, box: [-11, 25, 82, 180] },
  { code: 'EU', name: 'Europe', latitude: 50.0, longitude: 15.0, box: [34, -32, 82, 69] },
  { code: 'NA', name: 'North America', latitude: 45.0, longitude: -100.0, box: [7, -170, 84, -12] },
  { code: 'OC', name: 'Oceania', latitude: -18.0, longitude: 150.0, box: [-53, 110, 29, -120] },
  { code: 'SA', name: 'South America', latitude: -15.0, longitude: -60.0, box: [-56, -92, 13, -34] },
];

const CONTINENT_MEMBERS: Record<ContinentCode, string> = {
  AF: 'DZ AO BJ BW BF BI CM CV CF TD KM CD CG CI DJ EG GQ ER ET GA GM GH GN GW KE LS LR LY MG MW ML MR MU YT MA MZ NA NE NG RE RW SH ST SN SC SL SO ZA SS SD SZ TZ TG TN UG EH ZM ZW',
  AN: 'AQ BV TF HM GS',
  AS: 'AF AM AZ BH BD BT BN KH CN CX CC IO GE HK IN ID IR IQ IL JP JO KZ KP KR KW KG LA LB MO MY MV MN MM NP OM PK PS PH QA SA SG LK SY TW TJ TH TL TR TM AE UZ VN YE',
  EU: 'AX AL AD AT BY BE BA BG HR CY CZ DK EE FO FI FR DE GI GR GG HU IS IE IM IT JE XK LV LI LT LU MT MD MC ME NL MK NO PL PT RO RU SM RS SK SI ES SJ SE CH UA GB VA',
  NA: 'AI AG AW BS BB BZ BM BQ VG CA KY CR CU CW DM DO SV GL GD GP GT HT HN JM MQ MX MS NI PA PR BL KN LC MF PM VC SX TT TC US VI UM',
  OC: 'AS AU CK FJ PF GU KI MH FM NR NC NZ NU NF MP PW PG PN WS SB TK TO TV VU WF',
  SA: 'AR BO BR CL CO EC FK GF GY PY PE SR UY VE',
};

export const CONTINENT_OF_COUNTRY: ReadonlyMap<string, ContinentCode> = new Map(
  (Object.entries(CONTINENT_MEMBERS) as [ContinentCode, string][]).flatMap(([continent, members]) =>
    members.split(' ').map((country) => [country, continent] as const),
  ),
);

/** GeoNames admin1 code -> postal abbreviation for Canada (US admin1 codes already are postal codes). */
export const CANADA_PROVINCE_ABBREVIATIONS: Readonly<Record<string, string>> = {
  '01': 'AB',
  '02': 'BC',
  '03': 'MB',
  '04': 'NB',
  '05': 'NL',
  '07': 'NS',
  '08': 'ON',
  '09': 'PE',
  '10': 'QC',
  '11': 'SK',
  '12': 'YT',
  '13': 'NT',
  '14': 'NU',
};

/** Names people type and expect to see, where the ISO English name is the formal one. */
export const COUNTRY_NAME_OVERRIDES: Readonly<Record<string, string>> = {
  US: 'United States',
  RU: 'Russia',
  IR: 'Iran',
  TW: 'Taiwan',
  TZ: 'Tanzania',
  SY: 'Syria',
  LA: 'Laos',
  MD: 'Moldova',
  BN: 'Brunei',
  CN: 'China',
  CZ: 'Czechia',
  MK: 'North Macedonia',
  PS: 'Palestine',
  VA: 'Vatican City',
  FM: 'Micronesia',
  GM: 'Gambia',
  FK: 'Falkland Islands',
  CC: 'Cocos Islands',
  MF: 'Saint Martin',
  SX: 'Sint Maarten',
  VG: 'British Virgin Islands',
  VI: 'U.S. Virgin Islands',
  BQ: 'Caribbean Netherlands',
  XK: 'Kosovo',
};

/** Currency of ticket prices by country; the rest of the world is priced in USD in the demo. */
export const CURRENCY_OF_COUNTRY: Readonly<Record<string, string>> = {
  US: 'USD',
  CA: 'CAD',
  GB: 'GBP',
  IE: 'EUR',
  DE: 'EUR',
  FR: 'EUR',
  ES: 'EUR',
  IT: 'EUR',
  NL: 'EUR',
  BE: 'EUR',
  AT: 'EUR',
  PT: 'EUR',
  FI: 'EUR',
  GR: 'EUR',
  AU: 'AUD',
  NZ: 'NZD',
  BR: 'BRL',
  MX: 'MXN',
  JP: 'JPY',
  IN: 'INR',
  CH: 'CHF',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  PL: 'PLN',
  AR: 'ARS',
  CO: 'COP',
  CL: 'CLP',
  ZA: 'ZAR',
  SG: 'SGD',
};
