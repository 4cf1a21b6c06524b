/**
 * Parse the props a host passes into the fully-typed `ResolvedHeaderProps` (product entities), once, at the
 * boundary. Host data is untrusted: every field is checked by type, every problem is reported as
 * ONE console error naming the field path, and a safe default takes its place. Nothing here throws
 * into the host page, whatever it is given (null, arrays, numbers, throwing getters, proxies).
 *
 * The fields, their checks and defaults are stock valibot schemas in `./header-props.ts` (each field
 * written once). This file runs them with `v.safeParse` and turns valibot's pass-or-fail into
 * report-and-default: each issue becomes one report named by its issue path, and the value at that
 * path is left out (a list item is dropped) so that a second `safeParse` fills in its default.
 * Hostile objects (throwing getters, proxies, revoked proxies) are handled once, here at the top: if
 * reading the props throws anywhere, everything is at its default with one report.
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
 *   the (known) locale, else to the product limits defaults (`.com`, `en-us`, no subdirectory).
 * - A suggested Organize/Help link is all or nothing: one without a usable label or URL is dropped.
 * - Props whose reading throws (a getter, a proxy trap, a revoked proxy) are not half-read: all
 *   defaults, one report `props: could not be read; using defaults`.
 * - Some fields are needed only together with others (HEADER_DEPENDENT_FIELDS): a signed-in user without
 *   `publicId`, or staff without `adminServerUrl`, is reported once by that field's path, and the
 *   links that need it are left out (never `/u//saved`, never admin pages on the normal site).
 * - The reports are written by ./props-reports.ts, a chunk of its own that loads only for props that have
 *   something to report: the value is known at once (the first render uses it), the reports come a moment
 *   later, in the same order. Props a host gets right cost the first render none of the wording.
 * - Parsing is pure: the same input gives an equal result and the same reports. For React hosts
 *   that rebuild props each render, `createHeaderPropsParser` remembers the last input so errors are
 *   not repeated for unchanged props.
 */
import * as v from 'valibot';
import { LOG_PREFIX } from '../config/constants';
import type { FeatureFlags, PageData, User } from '../config/types';
import { FIRST_MESSAGE_KEYS, type Messages } from '../i18n/messages';
import { featureFlagsSchema, headerPropsSchema, isPlainObject, pageDataSchema, userSchema } from './header-props';
import { PARSE_CONFIG, pathKey } from './issue-path';
import type { Findings } from './props-reports';
import type { HeaderProps, ResolvedHeaderProps } from './types';

export { DEFAULT_MAIN_CONTENT_ID } from './field-patterns';

/** Receives one human-readable message per problem found. Default: `console.error`. */
export type PropsReporter = (message: string) => void;

/** The anonymous visitor: what a missing or unusable `user` becomes. */
export const ANONYMOUS_USER: Readonly<User> = Object.freeze(v.parse(userSchema, {}));

/** All flags off (product entities: missing flags are off). */
export const DEFAULT_FEATURE_FLAGS: Readonly<FeatureFlags> = Object.freeze(v.parse(featureFlagsSchema, {}));

export const DEFAULT_PAGE_DATA: Readonly<PageData> = Object.freeze(v.parse(pageDataSchema, {}));

/** Parsed props of any exposed component: all carry the message catalogue some reports are worded in. */
export interface ParsedProps {
  messages: Messages;
}

/** A props schema: an object of entries that all default themselves, so `{}` parses to every default. */
export type PropsSchema<TOutput extends ParsedProps> = v.GenericSchema<unknown, TOutput> & {
  readonly entries: v.ObjectEntries;
};

type Issue = v.BaseIssue<unknown>;
type IssuePath = readonly v.IssuePathItem[];

/** Sections every link depends on: leaving one out is worth telling the host (`environment is missing`). */
const REQUIRED_SECTIONS = ['environment'];

/**
 * Whether the host's `messages` have a key that is not the first part's (a later part's, or no key): those
 * are checked by ./props-reports.ts, with the later part's key list.
 */
const hasLaterKeys = (messages: unknown): boolean =>
  isPlainObject(messages) &&
  Object.keys(messages).some((key) => !(FIRST_MESSAGE_KEYS as readonly string[]).includes(key));

/** The path up to and including its first list item: a list item with any problem is dropped whole. */
function cutPath(path: IssuePath): IssuePath {
  const item = path.findIndex((step) => step.type === 'array');
  return item === -1 ? path : path.slice(0, item + 1);
}

/**
 * A copy of `value` without what lies at `cuts` (a key is deleted, a list item dropped). Only the
 * objects and lists on a cut path are copied; the host's own objects are never changed.
 */
function leaveOut(value: unknown, cuts: readonly IssuePath[], depth = 0): unknown {
  const here = new Map<PropertyKey, IssuePath[]>();
  for (const path of cuts) {
    const key = path[depth]!.key as PropertyKey;
    here.set(key, [...(here.get(key) ?? []), path]);
  }
  const next = (key: PropertyKey, child: unknown) => {
    const below = here.get(key)!.filter((path) => path.length > depth + 1);
    return below.length === here.get(key)!.length ? leaveOut(child, below, depth + 1) : undefined;
  };
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => {
      if (!here.has(index)) return [item];
      const kept = next(index, item);
      return kept === undefined ? [] : [kept];
    });
  }
  const copy: Record<PropertyKey, unknown> = { ...(value as object) };
  for (const key of here.keys()) {
    const kept = next(key, copy[key as string]);
    if (kept === undefined) delete copy[key as string];
    else copy[key as string] = kept;
  }
  return copy;
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
  return v.parse(headerPropsSchema, {});
}

/**
 * The schema's value for `props` and what there is to report about it (`undefined`: nothing). Throws when
 * reading the props throws (see `parseProps`).
 */
function read<TOutput extends ParsedProps>(
  schema: PropsSchema<TOutput>,
  props: unknown,
): { output: TOutput; findings?: Omit<Findings, 'dependent'> } {
  if (!isPlainObject(props)) return { output: v.parse(schema, {}), findings: { props, issues: [], missing: [] } };
  const first = v.safeParse(schema, props, PARSE_CONFIG);
  const issues: Issue[] = [];
  const cuts: IssuePath[] = [];
  for (const issue of first.issues ?? []) {
    // One report per dropped list item (its first problem), and per field.
    const cut = issue.path ? cutPath(issue.path) : [];
    if (cuts.some((done) => pathKey(done) === pathKey(cut))) continue;
    issues.push(issue);
    cuts.push(cut);
  }
  const output = first.success ? first.output : v.parse(schema, leaveOut(props, cuts), PARSE_CONFIG);
  const keys = Object.keys(schema.entries);
  const missing = REQUIRED_SECTIONS.filter(
    (key) => keys.includes(key) && (props[key] === undefined || props[key] === null),
  );
  const laterMessages = hasLaterKeys(props.messages) ? (props.messages as Record<string, unknown>) : undefined;
  return {
    output,
    findings: issues.length || missing.length || laterMessages ? { props, issues, missing, laterMessages } : undefined,
  };
}

/**
 * Turn untrusted host props into the typed value of `schema` (the Header's, the LocationPicker's):
 * each problem is reported once through `report` (default `console.error`) as
 * `[global-header] {field path}: {problem}; using {default}`, a moment after the value is returned (the
 * wording is its own chunk). Never throws. `null`/`undefined` props are treated like `{}`.
 */
export function parseProps<TOutput extends ParsedProps>(
  schema: PropsSchema<TOutput>,
  props: unknown,
  report?: PropsReporter,
  dependentFields: readonly DependentField<TOutput>[] = [],
): TOutput {
  const say = makeReporter(report);
  // No props at all is `{}`: still worth the missing-environment report, unlike a missing section.
  const given = props ?? {};
  let result: ReturnType<typeof read<TOutput>>;
  try {
    result = read(schema, given);
  } catch {
    // A throwing getter, a proxy trap or a revoked proxy somewhere in the props: not half-read.
    say(`${LOG_PREFIX} props: could not be read; using defaults`);
    return v.parse(schema, {});
  }
  const { output, findings } = result;
  const dependent = dependentFields.flatMap(([path, missingFor, links]) => {
    const who = missingFor(output);
    return who ? [{ path, who, links }] : [];
  });
  if (findings || dependent.length) {
    // If the wording cannot load (a lost chunk), the reports are not written; the value stands.
    import(/* webpackChunkName: "props-reports" */ './props-reports')
      .then(({ writeReports }) => {
        for (const text of writeReports(schema, output, {
          props: given,
          issues: [],
          missing: [],
          ...findings,
          dependent,
        }))
          say(text);
      })
      .catch(() => undefined);
  }
  return output;
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
