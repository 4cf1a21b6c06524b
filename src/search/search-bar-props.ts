/**
 * The exposed SearchBar's props (`globalHeader/SearchBar`, `mountSearchBar`): the valibot schema that
 * parses them at the boundary. `environment` and `messages` are the Header's own schemas, so they
 * are checked, defaulted and reported exactly as the Header does; `onSearch` and `navigate` must be
 * functions. Never throws: an unusable field is reported once and left out.
 */
import type * as v from 'valibot';
import { environmentSchema, fn, messagesSchema, type ParsedEnvironment } from '../config/header-props-schema';
import { createPropsParser, type PropsReporter } from '../config/parse-props';
import { field, group } from '../config/schema-kit';
import type { NavigateFn } from '../config/types';
import type { Messages } from '../i18n/messages';
import type { SearchBarHostProps } from './public-types';

export type { SearchBarHostProps };

export interface ResolvedSearchBarProps {
  environment: ParsedEnvironment;
  messages: Messages;
  onSearch: ((url: string, query: string) => void) | undefined;
  navigate: NavigateFn | undefined;
}

export const searchBarPropsSchema = group(
  {
    onSearch: field(fn<(url: string, query: string) => void>(), undefined, { outcome: 'ignored' }),
    navigate: field(fn<NavigateFn>(), undefined, { outcome: 'ignored' }),
    environment: environmentSchema,
    messages: messagesSchema,
  },
  { fallback: 'defaults' },
);

/** One parser per mounted bar: unchanged props are not parsed or reported again. */
export function createSearchBarPropsParser(
  report?: PropsReporter,
): (props: SearchBarHostProps) => ResolvedSearchBarProps {
  return createPropsParser<SearchBarHostProps, ResolvedSearchBarProps>(searchBarPropsSchema, report);
}

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;

/** The declared interfaces are exactly what the schema gives and takes. */
type _SearchBarPropsMatchTheSchema = [
  Expect<Equal<v.InferOutput<typeof searchBarPropsSchema>, ResolvedSearchBarProps>>,
  Expect<Equal<keyof SearchBarHostProps, keyof NonNullable<v.InferInput<typeof searchBarPropsSchema>>>>,
];
