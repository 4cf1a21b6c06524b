/**
 * The exposed LocationPicker's props (`globalHeader/LocationPicker`, `mountLocationPicker`): the
 * valibot schema that parses them at the boundary (their interface, for hosts, is in public-types.ts).
 * `environment` and `messages` are the Header's own schemas (src/props/header-props.ts), so
 * the picker checks, defaults and reports them exactly as the Header does; `value` and `defaultValue`
 * must be places (`isPlace`), `onChange` a function. Like the Header's, the parser never throws: an
 * unusable field is reported once (`[global-header] value: expected …; ignored`) and left out.
 */
import * as v from 'valibot';
import type { Messages } from '../i18n/messages';
import { environmentSchema, fn, messagesSchema, type ParsedEnvironment } from '../props/header-props';
import { createPropsParser, type PropsReporter } from '../props/parse-props';
import { PLACE_EXPECTED, isPlace } from '../props/place';
import type { LocationPickerHostProps, Place } from './public-types';

export type { LocationPickerHostProps };

/** The picker's props after parsing. */
export interface ResolvedLocationPickerProps {
  /** The environment, every field checked or defaulted (`toLocationConfig` reads the provider choice from it). */
  environment: ParsedEnvironment;
  /** The full message catalogue: defaults with the host's overrides applied. */
  messages: Messages;
  /** A usable controlled place, else undefined (uncontrolled). */
  value: Place | undefined;
  /** A usable starting place, else undefined. */
  defaultValue: Place | undefined;
  onChange: ((place: Place) => void) | undefined;
}

const place = v.custom<Place>(isPlace, PLACE_EXPECTED);

export const locationPickerPropsSchema = v.pipe(
  v.object({
    value: v.nullish(place),
    defaultValue: v.nullish(place),
    onChange: fn<(place: Place) => void>(),
    environment: environmentSchema,
    messages: messagesSchema,
  }),
  // The environment stays as parsed: reports say "using {value}" by reading the result at the
  // field's path, so a derived shape here would make them say "using undefined".
  v.transform(({ value, defaultValue, onChange, ...rest }): ResolvedLocationPickerProps => ({
    ...rest,
    value: value ?? undefined,
    defaultValue: defaultValue ?? undefined,
    onChange: onChange ?? undefined,
  })),
);

/**
 * A parser that remembers its last input (see createPropsParser): one per mounted picker, so a
 * host re-rendering with fresh objects neither re-parses unchanged props nor repeats a report.
 */
export function createLocationPickerPropsParser(
  report?: PropsReporter,
): (props: LocationPickerHostProps) => ResolvedLocationPickerProps {
  return createPropsParser<LocationPickerHostProps, ResolvedLocationPickerProps>(locationPickerPropsSchema, report);
}

/** True when A and B are the same type (not merely assignable: optional vs required counts). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;

/** The declared interfaces are exactly what the schema gives and takes (see src/props/header-props.ts). */
type _PickerPropsMatchTheSchema = [
  Expect<Equal<v.InferOutput<typeof locationPickerPropsSchema>, ResolvedLocationPickerProps>>,
  Expect<LocationPickerHostProps extends NonNullable<v.InferInput<typeof locationPickerPropsSchema>> ? true : false>,
  Expect<Equal<keyof LocationPickerHostProps, keyof NonNullable<v.InferInput<typeof locationPickerPropsSchema>>>>,
];
