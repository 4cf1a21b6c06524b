/**
 * The exposed SearchBar's props (`globalHeader/SearchBar`, `mountSearchBar`): the valibot schema that
 * parses them at the boundary. `environment` and `messages` are the Header's own schemas, so they
 * are checked, defaulted and reported exactly as the Header does; `onSearch` and `navigate` must be
 * functions. Never throws: an unusable field is reported once and left out.
 */
import * as v from 'valibot';
import type { NavigateFn } from '../config/types';
import { environmentSchema, fn, messagesSchema, type ParsedEnvironment } from '../props/header-props';
import { createPropsParser, type PropsReporter } from '../props/parse-props';
import type { Messages } from '../i18n/messages';
import type { SearchBarHostProps } from './public-types';

export type { SearchBarHostProps };

export interface ResolvedSearchBarProps {
  environment: ParsedEnvironment;
  messages: Messages;
  onSearch: ((url: string, query: string) => void) | undefined;
  navigate: NavigateFn | undefined;
}

export const searchBarPropsSchema = v.pipe(
  v.object({
    onSearch: fn<(url: string, query: string) => void>(),
    navigate: fn<NavigateFn>(),
    environment: environmentSchema,
    messages: messagesSchema,
  }),
  v.transform(({ onSearch, navigate, ...rest }): ResolvedSearchBarProps => ({
    ...rest,
    onSearch: onSearch ?? undefined,
    navigate: navigate ?? undefined,
  })),
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
