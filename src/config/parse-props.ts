/**
 * Parse the props a host passes into the fully-typed `ResolvedHeaderProps` (spec 3), once, at the
 * boundary. Host data is untrusted: every field is checked by type, every problem is reported as
 * ONE console error naming the field path, and a safe default takes its place. Nothing here throws
 * into the host page, whatever it is given (null, arrays, numbers, throwing getters, proxies).
 *
 * The fields, their checks and defaults are valibot schemas in `./header-props-schema.ts` (each field
 * written once); `./schema-kit.ts` makes valibot report-and-default instead of pass-or-fail. This file
 * runs them and words the reports.
 *
 * Decisions (documented here because hosts will ask):
 * - A missing (`undefined`) or `null` field is "not given": it defaults silently. Hosts built from
 *   server JSON send `null` for "none" (e.g. `thumbnailUrl: null`), which is not a mistake.
 * - A missing `user`, `featureFlags`, `pageData` or `product` is normal (anonymous visitor, flags
 *   off, default product). A missing `environment` is reported once: every link depends on it.
 * - No coercion: `"true"` is not a boolean and `"3"` is not a count. The one exception is
 *   `publicId`, where a non-negative integer is the natural shape of an id and is turned into text.
 * - URLs end up in `href`, so only what `parseSafeUrl` (src/routes/url.ts, the one href rule)
 *   accepts is kept: `http(s)://` URLs and root-relative paths (`/x`, not `//x` or `/\x`).
 * - `serverUrl` / `adminServerUrl` are bases: '' (relative links) or an http(s) origin plus an
 *   optional path, stored without a trailing slash so `${serverUrl}/path` never doubles it.
 * - Missing sign-in/sign-up/log-in/log-out URLs default to the site paths under `serverUrl`.
 * - Missing `tld` / `help_center_language` / `uses_language_subdirectory` default to the facts of
 *   the (known) locale, else to the spec 9 defaults (`.com`, `en-us`, no subdirectory).
 * - A suggested Organize/Help link is all or nothing: one without a usable label or URL is dropped.
 * - Some fields are needed only together with others (HEADER_DEPENDENT_FIELDS): a signed-in user without
 *   `publicId`, or staff without `adminServerUrl`, is reported once by that field's path, and the
 *   links that need it are left out (never `/u//saved`, never admin pages on the normal site).
 * - Parsing is pure: the same input gives an equal result and the same reports. For React hosts
 *   that rebuild props each render, `createHeaderPropsParser` remembers the last input so errors are
 *   not repeated for unchanged props.
 */
import * as v from 'valibot';
import { LOG_PREFIX } from './constants';
import { featureFlagsSchema, headerPropsSchema, pageDataSchema, userSchema } from './header-props-schema';
import { describeValue, isPlainObject, isPropIssue } from './schema-kit';
import type { FeatureFlags, HeaderProps, PageData, ResolvedHeaderProps, User } from './types';
import type { Messages } from '../i18n/messages';

export { DEFAULT_AUTH_PATHS, DEFAULT_MAIN_CONTENT_ID, DEFAULT_ORGANIZE_HOME_PATH } from './header-props-schema';

/** Receives one human-readable message per problem found. Default: `console.error`. */
export type PropsReporter = (message: string) => void;

/** The anonymous visitor: what a missing or unusable `user` becomes. */
export const ANONYMOUS_USER: Readonly<User> = Object.freeze(userSchema.defaults());

/** All flags off (spec 3: missing flags are off). */
export const DEFAULT_FEATURE_FLAGS: Readonly<FeatureFlags> = Object.freeze(featureFlagsSchema.defaults());

export const DEFAULT_PAGE_DATA: Readonly<PageData> = Object.freeze(pageDataSchema.defaults());

/** Parsed props of any exposed component: all carry the message catalogue some reports are worded in. */
export interface ParsedProps {
  messages: Messages;
}

/** A props schema (a `group` of schema-kit): never fails, gives a fully typed value plus its issues. */
export type PropsSchema<TOutput extends ParsedProps> = v.GenericSchema<unknown, TOutput> & {
  readonly entries: Record<string, unknown>;
  readonly defaults: () => TOutput;
};

/** The top-level props, in schema order: what `createHeaderPropsParser` compares and React memo deps list. */
export const HEADER_PROP_KEYS = Object.keys(headerPropsSchema.entries) as readonly (keyof HeaderProps)[];

/** Keep reporting every problem (`v.object` goes on after one), one per field (pipes stop at the first). */
const PARSE_CONFIG = { abortEarly: false, abortPipeEarly: true } as const;

/** `environment.helpUrls.suggested[1].url` from valibot's issue path; `props` for the props themselves. */
function formatPath(path: v.BaseIssue<unknown>['path']): string {
  if (!path) return 'props';
  return path
    .map((item, index) => {
      const key = String(item.key);
      if (item.type === 'array') return `[${key}]`;
      return index === 0 ? key : `.${key}`;
    })
    .join('');
}

/** The value the header now uses at `path` (after defaults), for "using {value}". */
function valueAt(resolved: unknown, path: v.BaseIssue<unknown>['path']): unknown {
  let value = resolved;
  for (const item of path ?? []) {
    value =
      isPlainObject(value) || Array.isArray(value) ? (value as Record<string, unknown>)[String(item.key)] : undefined;
  }
  return value;
}

/** `[global-header] {path}: {problem}; {outcome}`, e.g. `environment.localeInfo.tld: expected …; using ".com"`. */
function formatIssue(issue: v.BaseIssue<unknown>, resolved: ParsedProps): string {
  const path = formatPath(issue.path);
  if (!isPropIssue(issue)) return `${LOG_PREFIX} ${path}: ${issue.message}`;
  let problem = issue.message;
  try {
    if (issue.explain) problem = issue.explain(resolved.messages);
  } catch {
    // The catalogue text could not describe this value (a revoked proxy): keep "expected …, got …".
  }
  const outcome = issue.outcome ?? `using ${describeValue(valueAt(resolved, issue.path))}`;
  const head = issue.type === 'missing_prop' ? `${path} ${problem}` : `${path}: ${problem}`;
  return `${LOG_PREFIX} ${head}; ${outcome}`;
}

/**
 * Fields the header needs only for some users (valid alone, a problem together), each as
 * `[path, is it missing, what is left out]`. Reported as `{path} is missing for {who}; leaving out
 * {links}`, unless that field or its section was already reported (one cause, one report: an invalid
 * publicId already says "using \"\"").
 */
type DependentField<TOutput> = readonly [string, (props: TOutput) => string | false, string];

const HEADER_DEPENDENT_FIELDS: readonly DependentField<ResolvedHeaderProps>[] = [
  ['user.publicId', ({ user }) => user.isAuthenticated && !user.publicId && 'a signed-in user', 'its /u/ links'],
  [
    'environment.adminServerUrl',
    ({ user, environment }) => user.isAuthenticated && user.isStaff && !environment.adminServerUrl && 'staff',
    'Admin and Feature Flags',
  ],
];

function makeReporter(report: PropsReporter | undefined): PropsReporter {
  const sink: PropsReporter =
    typeof report === 'function'
      ? report
      : (message) => {
          // eslint-disable-next-line no-console -- telling the host team what is wrong with its props is the contract
          if (typeof console !== 'undefined') console.error(message);
        };
  return (message) => {
    try {
      sink(message);
    } catch {
      // A broken reporter must not break the header.
    }
  };
}

/** Everything at its default, as if the host passed `{}` (without the missing-environment report). */
export function getDefaultHeaderProps(): ResolvedHeaderProps {
  return headerPropsSchema.defaults();
}

/**
 * Turn untrusted host props into the typed value of `schema` (the Header's, the LocationPicker's):
 * each problem is reported once through `report` (default `console.error`) as
 * `[global-header] {field path}: {problem}; using {default}`. Never throws. `null`/`undefined`
 * props are treated like `{}`.
 */
export function parseProps<TOutput extends ParsedProps>(
  schema: PropsSchema<TOutput>,
  props: unknown,
  report?: PropsReporter,
  dependentFields: readonly DependentField<TOutput>[] = [],
): TOutput {
  const say = makeReporter(report);
  let resolved: TOutput;
  let issues: readonly v.BaseIssue<unknown>[] = [];
  try {
    // No props at all is `{}`: still worth the missing-environment report, unlike a missing section.
    const result = v.safeParse(schema, props ?? {}, PARSE_CONFIG);
    if (!result.typed) throw new Error('unreachable: a props schema always gives a value');
    resolved = result.output;
    issues = result.issues ?? [];
  } catch {
    // Only reachable through exotic inputs valibot itself cannot describe; every field read is guarded.
    say(`${LOG_PREFIX} props: could not be read; using defaults`);
    return schema.defaults();
  }
  for (const issue of issues) say(formatIssue(issue, resolved));
  // A field counts as reported when it, or the section holding it, already was.
  const reported = issues.map((issue) => formatPath(issue.path));
  const wasReported = (path: string) => reported.some((done) => path === done || path.startsWith(`${done}.`));
  for (const [path, missingFor, links] of dependentFields) {
    const who = missingFor(resolved);
    if (who && !wasReported(path)) say(`${LOG_PREFIX} ${path} is missing for ${who}; leaving out ${links}`);
  }
  return resolved;
}

/**
 * Turn untrusted host props into `ResolvedHeaderProps`. Each problem is reported once through
 * `report` (default `console.error`) as `[global-header] {field path}: {problem}; using {default}`.
 * Never throws. `null`/`undefined` props are treated like `{}`.
 */
export function parseHeaderProps(props: HeaderProps, report?: PropsReporter): ResolvedHeaderProps {
  return parseProps(headerPropsSchema, props, report, HEADER_DEPENDENT_FIELDS);
}

function snapshot(props: unknown, keys: readonly PropertyKey[]): unknown[] | undefined {
  if (!isPlainObject(props)) return undefined;
  try {
    return keys.map((key) => props[key as string]);
  } catch {
    return undefined;
  }
}

/**
 * `parseProps` that remembers its last input: when every top-level prop (the schema's entries) is
 * the same reference as last time, it returns the previous result (same object, no repeated
 * reports). Use one per mounted component.
 */
export function createPropsParser<TProps, TOutput extends ParsedProps>(
  schema: PropsSchema<TOutput>,
  report?: PropsReporter,
  dependentFields: readonly DependentField<TOutput>[] = [],
): (props: TProps) => TOutput {
  const keys = Object.keys(schema.entries);
  let last: { values: unknown[]; result: TOutput } | undefined;
  return (props) => {
    const values = snapshot(props, keys);
    if (
      last &&
      values &&
      values.length === last.values.length &&
      values.every((value, index) => Object.is(value, last!.values[index]))
    ) {
      return last.result;
    }
    const result = parseProps(schema, props, report, dependentFields);
    last = values ? { values, result } : undefined;
    return result;
  };
}

/**
 * A header props parser that remembers its last input: when every top-level prop is the same
 * reference as last time, it returns the previous result (same object, no repeated reports). Use
 * one per mounted header.
 */
export function createHeaderPropsParser(report?: PropsReporter): (props: HeaderProps) => ResolvedHeaderProps {
  return createPropsParser<HeaderProps, ResolvedHeaderProps>(headerPropsSchema, report, HEADER_DEPENDENT_FIELDS);
}
