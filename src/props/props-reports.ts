/**
 * The wording of the props reports (parse-props.ts): `[global-header] {field path}: expected {what}, got
 * {value}; {what the header does instead}`, one per problem, in the order of the schema's fields. A chunk of
 * its own, loaded only for props that have something to report: props a host gets right never download it.
 */
import type * as v from 'valibot';
import { DEFAULT_LOCALE, LOG_PREFIX } from '../config/constants';
import { DEFAULT_PRODUCT } from '../config/product';
import { isPlainObject } from './header-props';
import { laterMessageIssues } from './later-messages';
import { PARSE_CONFIG, pathKey } from './issue-path';
import type { ParsedProps, PropsSchema } from './parse-props';
import { parseStage } from './stage';

type Issue = v.BaseIssue<unknown>;
type IssuePath = readonly v.IssuePathItem[];

/** What parse-props.ts found: the problems to word, with the props as given and the value now used. */
export interface Findings {
  /** The props as the host gave them. */
  props: unknown;
  /** valibot's issues, one per field or dropped list item. */
  issues: readonly Issue[];
  /** Required sections the host left out. */
  missing: readonly string[];
  /** The host's `messages` when they have keys beyond the first part's (checked here). */
  laterMessages?: Record<string, unknown>;
  /** Fields missing for some users (parse-props.ts, `DependentField`). */
  dependent: readonly { path: string; who: string; links: string }[];
}

/**
 * What the header (or the SearchBar, the LocationPicker) does instead of a bad value, when it is not "using {the value it now has}": by
 * field path (`[]` for any list item, `*` for any key of a section).
 */
const PROP_OUTCOMES: Readonly<Record<string, string>> = {
  props: 'using defaults',
  environment: 'using defaults',
  'environment.localeInfo': `using the ${DEFAULT_LOCALE} locale`,
  'environment.organizeUrls': 'using the default links',
  'environment.helpUrls': 'using the default links',
  'environment.organizeUrls.home': 'using the default home link',
  'environment.helpUrls.home': 'using the default home link',
  'environment.organizeUrls.suggested': 'using no suggested links',
  'environment.helpUrls.suggested': 'using no suggested links',
  'environment.organizeUrls.suggested[]': 'dropping the link',
  'environment.helpUrls.suggested[]': 'dropping the link',
  user: 'using an anonymous user',
  featureFlags: 'using all flags off',
  pageData: 'using the default page data',
  product: `using the default product "${DEFAULT_PRODUCT.name}"`,
  messages: 'using the default messages',
  'messages.*': 'using the default text',
  navigate: 'ignored',
  onAnalyticsEvent: 'ignored',
  // The SearchBar's and the LocationPicker's own props (src/search, src/location).
  onSearch: 'ignored',
  value: 'ignored',
  defaultValue: 'ignored',
  onChange: 'ignored',
  currentUrl: 'following the browser address',
  place: 'the browser finds the place',
};

const MAX_SHOWN_TEXT = 40;

/** Short, safe rendering of any value for an error message (never throws). */
export function describeValue(value: unknown): string {
  try {
    switch (typeof value) {
      case 'string':
        return JSON.stringify(value.length > MAX_SHOWN_TEXT ? `${value.slice(0, MAX_SHOWN_TEXT)}...` : value);
      case 'number':
      case 'boolean':
        return String(value);
      case 'bigint':
        return `${String(value)}n`;
      case 'undefined':
        return 'undefined';
      case 'symbol':
        return 'a symbol';
      case 'function':
        return 'a function';
      default:
        if (value === null) return 'null';
        return Array.isArray(value) ? 'an array' : 'an object';
    }
  } catch {
    return 'an unreadable value';
  }
}

/** The path up to and including its first list item (as parse-props.ts cuts it). */
function cutPath(path: IssuePath): IssuePath {
  const item = path.findIndex((step) => step.type === 'array');
  return item === -1 ? path : path.slice(0, item + 1);
}

/** `environment.helpUrls.suggested[1].url` from valibot's issue path; `props` for the props themselves. */
function formatPath(path: IssuePath | undefined): string {
  if (!path?.length) return 'props';
  return path
    .map((step, index) =>
      step.type === 'array' ? `[${String(step.key)}]` : index ? `.${String(step.key)}` : String(step.key),
    )
    .join('');
}

/** The value the header now uses at `path` (after defaults), for "using {value}". */
function valueAt(resolved: unknown, path: IssuePath): unknown {
  let value = resolved;
  for (const step of path) {
    value =
      isPlainObject(value) || Array.isArray(value) ? (value as Record<string, unknown>)[String(step.key)] : undefined;
  }
  return value;
}

/** What the header did instead: `PROP_OUTCOMES` by path (list item, then any key of a section), else the value. */
function outcomeOf(path: IssuePath, resolved: unknown): string {
  const cut = cutPath(path);
  const pattern = formatPath(cut).replace(/\[\d+\]$/, '[]');
  const section = formatPath(path.slice(0, -1));
  return PROP_OUTCOMES[pattern] ?? PROP_OUTCOMES[`${section}.*`] ?? `using ${describeValue(valueAt(resolved, path))}`;
}

/** `[global-header] {path}: {problem}; {outcome}`, e.g. `environment.localeInfo.tld: expected …; using ".com"`. */
function formatIssue(issue: Issue, resolved: ParsedProps): string {
  const path = issue.path ?? [];
  const where = formatPath(path);
  // An unknown key (`v.never`) is left out; its message says what it is not.
  if (issue.type === 'never') return `${LOG_PREFIX} ${where}: ${issue.message}; ignored`;
  // The value as the host passed it (before trimming): the path's last step holds it.
  const given = path.length ? path[path.length - 1]!.value : issue.input;
  let problem = `expected ${issue.message}, got ${describeValue(given)}`;
  if (where === 'environment.stage') {
    // The product error catalogue's "Unknown stage: {value}", in the host's own words when it overrides the text.
    const stage = parseStage(given, resolved.messages);
    if (!stage.ok) problem = stage.error;
  }
  return `${LOG_PREFIX} ${where}: ${problem}; ${outcomeOf(path, resolved)}`;
}

/**
 * The reports for what parse-props.ts found, in order: the props themselves when they are no object, the
 * missing sections and the fields' problems by the schema's field order, the fields missing for some users
 * (unless that field or its section was already reported: one cause, one report), the host's later `messages`.
 */
export function writeReports<TOutput extends ParsedProps>(
  schema: PropsSchema<TOutput>,
  output: TOutput,
  { props, issues, missing, laterMessages, dependent }: Findings,
): string[] {
  if (!isPlainObject(props))
    return [`${LOG_PREFIX} props: expected an object, got ${describeValue(props)}; ${PROP_OUTCOMES.props}`];
  const keys = Object.keys(schema.entries);
  const order = (path: string) => keys.indexOf(path.split(/[.[]/)[0]!);
  const reports = [
    ...missing.map((key) => ({ at: order(key), text: `${LOG_PREFIX} ${key} is missing; using defaults` })),
    ...issues.map((issue) => ({ at: order(formatPath(issue.path)), text: formatIssue(issue, output) })),
  ]
    .sort((a, b) => a.at - b.at)
    .map((report) => report.text);
  const reported = issues.map((issue) => pathKey(issue.path));
  const wasReported = (path: string) => reported.some((done) => path === done || path.startsWith(`${done}.`));
  for (const { path, who, links } of dependent)
    if (!wasReported(path)) reports.push(`${LOG_PREFIX} ${path} is missing for ${who}; leaving out ${links}`);
  if (laterMessages)
    for (const issue of laterMessageIssues(laterMessages, PARSE_CONFIG)) reports.push(formatIssue(issue, output));
  return reports;
}
