/**
 * Query-string arguments, read with valibot (the library the collector uses, instead of a
 * hand-written reader). Each endpoint declares one object schema of its arguments, lookups included (a
 * place id becomes the place, a category slug the filter), and readQuery() answers the typed arguments
 * or throws the one 400 ARGUMENTS_ERROR of the product API calls naming every bad argument with its messages.
 *
 * Rules every argument shares: a repeated argument (`?q=a&q=b`) is an error, never a silent pick; an
 * argument that is blank (spaces only) reads as left out; each argument reports its first problem
 * (`abortPipeEarly`), and checks across arguments (latitude with longitude) run once each argument is fine.
 */
import * as v from 'valibot';
import { ARG_NUMBER_MAX_LENGTH, ARG_TEXT_MAX_LENGTH } from '../config';
import { argumentsError, type ArgumentErrors } from './errors';

export const MESSAGES = {
  required: 'This field is required.',
  single: 'Only one value is allowed.',
  number: 'A valid number is required.',
  integer: 'A valid integer is required.',
  boolean: 'Must be true or false.',
  between: (min: number, max: number) => `Ensure this value is between ${min} and ${max}.`,
  maxLength: (max: number) => `Ensure this field has no more than ${max} characters.`,
  choice: (value: string) => `"${value}" is not a valid choice.`,
  both: (other: string) => `Give both this and ${other}, or neither.`,
} as const;

/** Decimal numbers, linear: `\d+\.?\d*` backtracked quadratically (a 16k-digit latitude took 670 ms). */
const NUMBER = /^\s*[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?\s*$/;
/** Non-negative integers of at most 9 digits (page numbers and sizes). */
const INTEGER = /^\s*\d{1,9}\s*$/;
const BOOLEANS = new Map([
  ['true', true],
  ['1', true],
  ['false', false],
  ['0', false],
]);

/** One value: a repeated argument arrives as an array. */
const single = v.string((issue) => (Array.isArray(issue.input) ? MESSAGES.single : MESSAGES.required));

/** "x" is not a valid choice, quoting at most a few dozen characters of what was sent. */
export const quoteChoice = (value: string): string => MESSAGES.choice(clip(value));
/** The same as the message of a failed valibot check or picklist. */
export const choiceMessage = (issue: v.BaseIssue<unknown>): string => quoteChoice(String(issue.input));

/** One text value of at most `maxLength` characters. */
export function text(maxLength = ARG_TEXT_MAX_LENGTH) {
  return v.pipe(single, v.maxLength(maxLength, MESSAGES.maxLength(maxLength)));
}

/** A decimal number within [min, max]; longer than ARG_NUMBER_MAX_LENGTH characters it is not read at all. */
export function number(min: number, max: number) {
  return v.pipe(
    single,
    v.maxLength(ARG_NUMBER_MAX_LENGTH, MESSAGES.number),
    v.regex(NUMBER, MESSAGES.number),
    v.transform(Number),
    v.finite(MESSAGES.number),
    v.minValue(min, MESSAGES.between(min, max)),
    v.maxValue(max, MESSAGES.between(min, max)),
  );
}

/** A whole number within [min, max]. */
export function integer(min: number, max: number) {
  return v.pipe(
    single,
    v.regex(INTEGER, MESSAGES.integer),
    v.transform(Number),
    v.minValue(min, MESSAGES.between(min, max)),
    v.maxValue(max, MESSAGES.between(min, max)),
  );
}

/** true/1 or false/0, any case. */
export const boolean = v.pipe(
  single,
  v.transform((value) => value.toLowerCase()),
  v.check((value) => BOOLEANS.has(value), MESSAGES.boolean),
  v.transform((value) => BOOLEANS.get(value)!),
);

/** A comma-separated list, items trimmed, empty items dropped. */
export const list = v.pipe(
  text(),
  v.transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item.length > 0),
  ),
);

/**
 * What an argument names (a place, a filter), found by `find`; when nothing is found the argument fails
 * with `message`.
 */
export function lookup<TInput, TOutput>(
  find: (value: TInput) => TOutput | undefined,
  message: string | ((value: TInput) => string),
) {
  return v.rawTransform<TInput, TOutput>(({ dataset, addIssue, NEVER }) => {
    const found = find(dataset.value);
    if (found !== undefined) return found;
    addIssue({ message: typeof message === 'string' ? message : message(dataset.value) });
    return NEVER;
  });
}

/** Blank text reads as left out. */
const blankAsAbsent = v.transform((value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value,
);

/**
 * An argument that may be left out (or sent blank): then it reads as `fallback`. Two optional layers: the
 * outer one tells the object schema the key may be missing, the inner one takes a blank value as missing.
 */
export function optional<
  TSchema extends v.GenericSchema<string, unknown>,
  const TFallback extends v.InferInput<TSchema> | undefined = undefined,
>(schema: TSchema, fallback?: TFallback) {
  return v.optional(
    v.pipe(v.unknown(), blankAsAbsent, v.optional(schema, fallback as TFallback)),
    fallback as TFallback,
  );
}

/** An argument that must be given; blank counts as not given ("This field is required."). */
export function required<TSchema extends v.GenericSchema<string, unknown>>(schema: TSchema) {
  return v.pipe(v.unknown(), blankAsAbsent, schema);
}

/** The arguments of an endpoint: unknown ones are ignored, a missing required one is "This field is required.". */
export function args<TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.object(entries, MESSAGES.required);
}

/** Optional latitude + longitude (spread into args()); bothOrNeither() checks they come together. */
export const coordinateArgs = {
  latitude: optional(number(-90, 90)),
  longitude: optional(number(-180, 180)),
};

/** Arguments holding optional coordinates. */
type WithCoordinates = { latitude?: number; longitude?: number };

const coordinateChecks = [
  v.forward(
    v.partialCheck<WithCoordinates, [['latitude'], ['longitude']], WithCoordinates, string>(
      [['latitude'], ['longitude']],
      (input: WithCoordinates) => input.latitude !== undefined || input.longitude === undefined,
      MESSAGES.both('longitude'),
    ),
    ['latitude'],
  ),
  v.forward(
    v.partialCheck<WithCoordinates, [['latitude'], ['longitude']], WithCoordinates, string>(
      [['latitude'], ['longitude']],
      (input: WithCoordinates) => input.longitude !== undefined || input.latitude === undefined,
      MESSAGES.both('latitude'),
    ),
    ['longitude'],
  ),
] as const;

type CoordinateCheck<T> = v.BaseValidation<T, T, v.PartialCheckIssue<WithCoordinates>>;

/**
 * latitude and longitude both or neither (after args() in a pipe): the missing one fails, naming the other.
 * valibot types a pipe's checks by the whole arguments object, so the two checks, which read only the
 * coordinates, are typed here for the endpoint's arguments `T`.
 */
export function bothOrNeither<T extends WithCoordinates>(): readonly [CoordinateCheck<T>, CoordinateCheck<T>] {
  return coordinateChecks as unknown as readonly [CoordinateCheck<T>, CoordinateCheck<T>];
}

/** The arguments `schema` reads from a request's query, or the 400 ARGUMENTS_ERROR naming each bad one. */
export function readQuery<TSchema extends v.GenericSchema>(schema: TSchema, query: unknown): v.InferOutput<TSchema> {
  const input = typeof query === 'object' && query !== null ? query : {};
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return result.output;
  throw argumentsError(argumentErrorsOf(result.issues));
}

/** Each issue under the argument it is about (the first key of its path), in the order found. */
function argumentErrorsOf(issues: readonly v.BaseIssue<unknown>[]): ArgumentErrors {
  // No prototype: an argument named `__proto__` is a key like any other.
  const errors: ArgumentErrors = Object.create(null);
  for (const issue of issues) {
    const name = String(issue.path?.[0]?.key ?? 'query');
    (errors[name] ??= []).push(issue.message);
  }
  return errors;
}

/** Quote user text in messages without echoing megabytes. */
export function clip(text: string, max = 40): string {
  return text.length > max ? `${text.slice(0, max - 3)}...` : text;
}
