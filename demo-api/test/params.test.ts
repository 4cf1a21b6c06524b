// @vitest-environment node
/**
 * Query arguments are read with valibot schemas (src/api/params.ts) into the one 400
 * ARGUMENTS_ERROR body of the product API calls: every bad argument named at once, each with its first problem.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ARG_NUMBER_MAX_LENGTH } from '../src/config';
import { ApiError } from '../src/api/errors';
import {
  MESSAGES,
  args,
  boolean,
  bothOrNeither,
  coordinateArgs,
  integer,
  lookup,
  optional,
  readQuery,
  required,
  text,
} from '../src/api/params';

/** The ARGUMENTS_ERROR detail readQuery throws, or undefined when it answers. */
function argumentErrors(schema: v.GenericSchema, query: unknown): Record<string, string[]> | undefined {
  try {
    readQuery(schema, query);
    return undefined;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    expect(error.toBody()).toMatchObject({ error: 'ARGUMENTS_ERROR' });
    return { ...error.argumentErrors };
  }
}

const fields = args({
  q: required(text(10)),
  page: optional(integer(1, 5), '1'),
  online: optional(boolean),
  place: optional(
    v.pipe(
      text(),
      lookup((id) => (id === 'sf' ? { id } : undefined), 'No place has this id.'),
    ),
  ),
  ...coordinateArgs,
});
const schema = v.pipe(fields, ...bothOrNeither<v.InferOutput<typeof fields>>());

describe('readQuery: query arguments through valibot (product API calls: error body)', () => {
  it('answers typed arguments, defaults for those left out or blank', () => {
    expect(readQuery(schema, { q: 'jazz', online: 'TRUE', place: 'sf', latitude: ' 1.5 ', longitude: '-2' })).toEqual({
      q: 'jazz',
      page: 1,
      online: true,
      place: { id: 'sf' },
      latitude: 1.5,
      longitude: -2,
    });
    expect(readQuery(schema, { q: 'jazz', page: ' ', online: '  ', place: '' })).toEqual({
      q: 'jazz',
      page: 1,
      online: undefined,
      place: undefined,
    });
  });

  it('names every bad argument at once, lookups included, each with its first problem', () => {
    expect(argumentErrors(schema, { q: ['a', 'b'], page: '9', online: 'perhaps', place: 'atlantis' })).toEqual({
      q: [MESSAGES.single],
      page: [MESSAGES.between(1, 5)],
      online: [MESSAGES.boolean],
      place: ['No place has this id.'],
    });
    expect(argumentErrors(schema, { page: '1.5' })).toEqual({ q: [MESSAGES.required], page: [MESSAGES.integer] });
    expect(argumentErrors(schema, { q: '   ' })).toEqual({ q: [MESSAGES.required] });
    expect(argumentErrors(schema, { q: 'x'.repeat(11) })).toEqual({ q: [MESSAGES.maxLength(10)] });
  });

  it('reads numbers by a linear pattern on at most ARG_NUMBER_MAX_LENGTH characters', () => {
    const digits = (n: number) => `0.${'1'.repeat(n - 2)}`;
    expect(readQuery(schema, { q: 'a', latitude: digits(ARG_NUMBER_MAX_LENGTH), longitude: '0' }).latitude).toBeCloseTo(
      0.111,
    );
    for (const latitude of [digits(ARG_NUMBER_MAX_LENGTH + 1), `1${'0'.repeat(16_000)}`, '1e999', '0x1f', 'NaN']) {
      expect(argumentErrors(schema, { q: 'a', latitude, longitude: '0' })).toEqual({ latitude: [MESSAGES.number] });
    }
    expect(argumentErrors(schema, { q: 'a', latitude: '91', longitude: '0' })).toEqual({
      latitude: [MESSAGES.between(-90, 90)],
    });
  });

  it('asks for latitude and longitude together', () => {
    expect(argumentErrors(schema, { q: 'a', latitude: '40' })).toEqual({ longitude: [MESSAGES.both('latitude')] });
    expect(argumentErrors(schema, { q: 'a', longitude: '40' })).toEqual({ latitude: [MESSAGES.both('longitude')] });
  });

  it('keeps an argument named __proto__ as a key like any other', () => {
    const errors = argumentErrors(args({ ['__proto__']: required(text()) }), {});
    expect(Object.keys(errors!)).toEqual(['__proto__']);
  });
});
