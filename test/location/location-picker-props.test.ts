import { describe, expect, it, vi } from 'vitest';
import { parseHeaderProps, parseProps } from '../../src/props/parse-props';
import type { HeaderProps } from '../../src/props/types';
import { defaultMessages } from '../../src/i18n/english';
import {
  createLocationPickerPropsParser,
  locationPickerPropsSchema,
  toLocationConfig,
  type LocationPickerHostProps,
} from '../../src/location';
import { makeEnvironment } from '../../examples/header-examples';
import { PLACES, toPlace } from '../../examples/location/fake-geo-server';
import { settleReports } from '../support/settle-reports';

/** The parsed props and, once they have come, the reports (their wording is a chunk loaded on demand). */
async function parse(props: unknown) {
  const reports: string[] = [];
  const result = parseProps(locationPickerPropsSchema, props, (message) => reports.push(message));
  await settleReports();
  return { result, reports };
}

const env = makeEnvironment({ serverUrl: 'https://www.example.com' });
const PARIS = toPlace(PLACES.paris);

describe('LocationPicker props: parsed at the boundary with the Header schemas', () => {
  it('valid props pass without a report; the environment becomes the provider config (product API calls)', async () => {
    const onChange = vi.fn();
    const { result, reports } = await parse({
      value: PARIS,
      onChange,
      environment: { ...env, stage: 'Test', googleMapsApiKey: 'prodKey', googleMapsApiKeyNonProd: 'testKey' },
      messages: { chooseLocation: 'Where?' },
    });
    expect(reports).toEqual([]);
    expect(result.value).toBe(PARIS);
    expect(result.defaultValue).toBeUndefined();
    expect(result.onChange).toBe(onChange);
    expect(toLocationConfig(result.environment)).toEqual({
      serverUrl: 'https://www.example.com',
      stage: 'test',
      googleMapsApiKey: 'prodKey',
      googleMapsApiKeyNonProd: 'testKey',
      enableNeighborhoods: false,
    });
    expect(result.messages).toEqual({ ...defaultMessages, chooseLocation: 'Where?' });
  });

  it('reports environment and message problems in the words the Header uses for the same props', async () => {
    const bad = {
      environment: { ...env, serverUrl: 'javascript:alert(1)', stage: 'staging' },
      messages: { chooseLocation: 3, nope: 'x' },
    };
    const picker = (await parse(bad)).reports;
    const header: string[] = [];
    parseHeaderProps(bad as unknown as HeaderProps, (message) => header.push(message));
    // Keys beyond the first part are checked once the later part's key list has loaded.
    await vi.waitFor(() => expect(picker).toHaveLength(4));
    await vi.waitFor(() => expect(header).toEqual(expect.arrayContaining(picker)));
    expect(picker).toContain('[global-header] environment.stage: Unknown stage: staging; using "prod"');
    expect(picker).toContain('[global-header] messages.nope: not a known message key; ignored');
  });

  it('a value or defaultValue that is not a place is reported and ignored (the picker stays uncontrolled)', async () => {
    const { result, reports } = await parse({
      environment: env,
      value: { name: 'Paris' },
      defaultValue: 'Paris',
      onChange: 'not a function',
    });
    expect(reports).toEqual([
      expect.stringMatching(/^\[global-header\] value: expected a place .*, got an object; ignored$/),
      expect.stringMatching(/^\[global-header\] defaultValue: expected a place .*, got "Paris"; ignored$/),
      '[global-header] onChange: expected a function, got "not a function"; ignored',
    ]);
    expect(result.value).toBeUndefined();
    expect(result.defaultValue).toBeUndefined();
    expect(result.onChange).toBeUndefined();
  });

  it('null value means not given: uncontrolled, without a report', async () => {
    const { result, reports } = await parse({ environment: env, value: null, defaultValue: null });
    expect(reports).toEqual([]);
    expect(result.value).toBeUndefined();
  });

  it('a missing environment is reported once and the picker is keyless on the same origin', async () => {
    const { result, reports } = await parse({});
    expect(reports).toEqual(['[global-header] environment is missing; using defaults']);
    expect(toLocationConfig(result.environment)).toEqual({
      serverUrl: '',
      stage: 'prod',
      googleMapsApiKey: '',
      googleMapsApiKeyNonProd: '',
      enableNeighborhoods: false,
    });
  });

  it('never throws, whatever the host passes', async () => {
    for (const props of [undefined, null, 42, 'props', [], { environment: [] }, new Proxy({}, {})]) {
      await expect(parse(props)).resolves.toBeDefined();
    }
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    await expect(parse({ environment: env, value: revoked.proxy })).resolves.toBeDefined();
  });

  it('the memoizing parser returns the same result, and no repeated report, for unchanged props', async () => {
    const reports: string[] = [];
    const parser = createLocationPickerPropsParser((message) => reports.push(message));
    const props: LocationPickerHostProps = { environment: env, value: { nope: true } as never };
    const first = parser(props);
    expect(parser({ ...props })).toBe(first);
    await settleReports();
    expect(reports).toHaveLength(1);
    expect(parser({ ...props, value: PARIS })).not.toBe(first);
  });
});
