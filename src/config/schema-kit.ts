/**
 * Three custom valibot schemas (built the way valibot's "Extend Valibot" guide describes) that turn
 * valibot's pass-or-fail parsing into the report-and-default parsing host props need:
 *
 * - `field(check, fallback)`: one value. Missing (`undefined` or `null`) gives the fallback silently;
 *   a value the check rejects gives the fallback plus one issue.
 * - `group(entries)`: an object of fields. It reads each key once, guarded (hosts pass proxies and
 *   throwing getters), hands the copy to `v.object` (which walks the entries and records issue paths),
 *   then fills defaults that depend on siblings (`complete`). Missing or not an object: every entry at
 *   its default, with one issue when it is not an object (or `required` and missing).
 * - `list(item)`: an array whose unusable items are dropped, one issue each.
 *
 * Whatever they are given, they succeed with a fully typed value; what went wrong travels as
 * `PropIssue`s in valibot's issue list, with valibot's paths. Why custom schemas instead of
 * `v.fallback` and `v.pipe(v.object(...), v.transform(...))`: `v.fallback` drops the issue (so
 * nothing could be reported) and `v.pipe` skips every later step once any issue exists (so the
 * defaults after an invalid field would never be filled). Valibot's own schemas still do every check.
 *
 * Problem texts are kept as parts (`explain`, `outcome`) and rendered after parsing
 * (`formatIssue` in parse-props.ts): one text comes from the host's own message overrides, and
 * "using {value}" names the value the header really uses, which for some fields depends on siblings.
 */
import * as v from 'valibot';
import type { Messages } from '../i18n/messages';

const MAX_SHOWN_TEXT = 40;

/** Short, safe rendering of any value for an error message (never throws). */
export function describeValue(value: unknown): string {
  try {
    switch (typeof value) {
      case 'string': {
        const shown = value.length > MAX_SHOWN_TEXT ? `${value.slice(0, MAX_SHOWN_TEXT)}...` : value;
        return JSON.stringify(shown);
      }
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

/** An object that is not an array. Revoked proxies throw even on `Array.isArray`: not an object then. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  try {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** A key whose getter threw: stands in for its value so the field reports it like any bad value. */
interface Unreadable {
  readonly reason: string;
}

// A WeakSet, not a class and `instanceof`: `instanceof` walks the prototype chain, which throws for a
// revoked proxy; `WeakSet#has` never calls into the value.
const unreadables = new WeakSet<object>();

function isUnreadable(value: unknown): value is Unreadable {
  return typeof value === 'object' && value !== null && unreadables.has(value);
}

function read(source: object, key: string | number): unknown {
  try {
    return (source as Record<string | number, unknown>)[key];
  } catch (error) {
    let reason = 'reading it threw';
    try {
      if (error instanceof Error && error.message) reason = `${reason} "${error.message.slice(0, MAX_SHOWN_TEXT)}"`;
    } catch {
      // keep the generic reason
    }
    const marker: Unreadable = { reason };
    unreadables.add(marker);
    return marker;
  }
}

/** A problem in host props that has been dealt with: the value at `path` was replaced or dropped. */
export interface PropIssue extends v.BaseIssue<unknown> {
  readonly kind: 'schema';
  /** `missing_prop`: a required section was not given; `invalid_prop`: a value was unusable. */
  readonly type: 'invalid_prop' | 'missing_prop';
  /** The problem in words, for problems whose text comes from the host's message catalogue. */
  readonly explain?: (messages: Messages) => string;
  /** What the header did instead, when it is not "using {the value now at this path}". */
  readonly outcome?: string;
}

export function isPropIssue(issue: v.BaseIssue<unknown>): issue is PropIssue {
  return issue.type === 'invalid_prop' || issue.type === 'missing_prop';
}

function propIssue(
  input: unknown,
  message: string,
  extra: { type?: PropIssue['type']; outcome?: string; explain?: PropIssue['explain']; path?: PropIssue['path'] } = {},
): PropIssue {
  return {
    kind: 'schema',
    type: extra.type ?? 'invalid_prop',
    input,
    expected: null,
    received: describeValue(input),
    message,
    path: extra.path,
    explain: extra.explain,
    outcome: extra.outcome,
  };
}

type Dataset<T> = v.OutputDataset<T, PropIssue>;

function withIssues<T>(value: T, issues: PropIssue[]): Dataset<T> {
  const [first, ...rest] = issues;
  return first ? { typed: true, value, issues: [first, ...rest] } : { typed: true, value };
}

/**
 * Run a valibot schema and name its first problem, if any. A throw (valibot describing an exotic
 * value, such as a revoked proxy) is a problem too.
 */
function check(schema: v.GenericSchema, value: unknown, raw: unknown, config: v.Config<v.BaseIssue<unknown>>) {
  try {
    const result = schema['~run']({ value }, config);
    const own = result.issues?.find((issue) => !isPropIssue(issue));
    if (own) {
      // Our checks word their valibot messages as what they expect ("true or false"); the value
      // shown is the one the host passed, before any trimming.
      const last = own.path?.[own.path.length - 1];
      const shown = last && 'value' in last ? last.value : raw;
      return { ok: false, problem: `expected ${own.message}, got ${describeValue(shown)}`, path: own.path } as const;
    }
    if (result.typed) return { ok: true, value: result.value as unknown } as const;
  } catch {
    // reported below
  }
  return { ok: false, problem: `expected a readable value, got ${describeValue(raw)}`, path: undefined } as const;
}

// ---------------------------------------------------------------------------------------------
// field

export interface FieldOptions {
  /** What the header does instead (e.g. `ignored`); default "using {the value it now has}". */
  outcome?: string;
  /** The problem in words instead of "expected ..., got ..." (e.g. the spec 8 stage error). */
  explain?: (input: unknown, messages: Messages) => string;
}

export interface FieldSchema<TInput, TOutput> extends v.BaseSchema<TInput | null | undefined, TOutput, PropIssue> {
  readonly type: 'prop_field';
  readonly reference: typeof field;
}

/**
 * One host value checked by a valibot schema. Missing (`undefined` or `null`: server JSON sends null
 * for "none") gives `fallback` silently; a value the schema rejects gives `fallback` and one issue.
 * `fallback` may be `undefined` when a group's `complete` derives the default from siblings.
 */
export function field<TSchema extends v.GenericSchema, const TFallback extends v.InferOutput<TSchema> | undefined>(
  schema: TSchema,
  fallback: TFallback,
  options: FieldOptions = {},
): FieldSchema<v.InferInput<TSchema>, v.InferOutput<TSchema> | TFallback> {
  return v._standardSchema<FieldSchema<v.InferInput<TSchema>, v.InferOutput<TSchema> | TFallback>>({
    kind: 'schema',
    type: 'prop_field',
    reference: field,
    expects: schema.expects,
    async: false,
    '~run'(dataset, config) {
      const raw = dataset.value;
      if (raw === undefined || raw === null) return { typed: true, value: fallback };
      if (isUnreadable(raw)) return withIssues(fallback, [propIssue(raw, raw.reason, { outcome: options.outcome })]);
      const result = check(schema, raw, raw, config);
      if (result.ok) return { typed: true, value: result.value as v.InferOutput<TSchema> };
      const { explain } = options;
      return withIssues(fallback, [
        propIssue(raw, result.problem, {
          outcome: options.outcome,
          explain: explain && ((messages) => explain(raw, messages)),
        }),
      ]);
    },
  });
}

// ---------------------------------------------------------------------------------------------
// group

/** The entries of a group: fields, groups and lists, which all default themselves. */
export type GroupEntries = Record<string, v.BaseSchema<unknown, unknown, PropIssue>>;

/** What a group accepts: any of its keys, each as its entry accepts it. */
export type GroupInput<TEntries extends GroupEntries> = { [K in keyof TEntries]?: v.InferInput<TEntries[K]> };
/** What a group's entries give before `complete`. */
export type GroupOutput<TEntries extends GroupEntries> = {
  -readonly [K in keyof TEntries]: v.InferOutput<TEntries[K]>;
};

export interface GroupOptions {
  /** Label of the default in "…; using {fallback}" when the whole group is unusable. */
  fallback: string;
  /** Report a missing group (`{path} is missing`): used where every link depends on it. */
  required?: boolean;
  /** Report keys that are not entries (`{path}.{key}: not a known … key; ignored`), e.g. 'message'. */
  unknownKeys?: string;
}

export interface GroupSchema<TEntries extends GroupEntries, TOutput> extends v.BaseSchema<
  GroupInput<TEntries> | null | undefined,
  TOutput,
  PropIssue
> {
  readonly type: 'prop_group';
  readonly reference: typeof group;
  readonly entries: TEntries;
  /** Every entry at its default, as for a missing group (without the report). A new object each time. */
  readonly defaults: () => TOutput;
}

export function group<TEntries extends GroupEntries, TOutput>(
  entries: TEntries,
  options: GroupOptions & { complete: (parsed: GroupOutput<TEntries>) => TOutput },
): GroupSchema<TEntries, TOutput>;
export function group<TEntries extends GroupEntries>(
  entries: TEntries,
  options: GroupOptions,
): GroupSchema<TEntries, GroupOutput<TEntries>>;
/**
 * An object of entries. `complete` fills the defaults that depend on other entries (sign-in URLs on
 * `serverUrl`, locale facts on `locale`); it also runs for a missing or unusable group.
 */
export function group<TEntries extends GroupEntries, TOutput>(
  entries: TEntries,
  options: GroupOptions & { complete?: (parsed: GroupOutput<TEntries>) => TOutput },
): GroupSchema<TEntries, TOutput> {
  const keys = Object.keys(entries);
  const object = v.object(entries);
  const complete = options.complete ?? ((parsed: GroupOutput<TEntries>) => parsed as TOutput);
  const fallbackOutcome = `using ${options.fallback}`;
  // `v.object` sees a plain copy holding every key, so it never touches the host's object itself.
  const parse = (source: object, config: v.Config<v.BaseIssue<unknown>>) => {
    const copy: Record<string, unknown> = {};
    for (const key of keys) copy[key] = read(source, key);
    const result = object['~run']({ value: copy }, config) as Dataset<GroupOutput<TEntries>>;
    return { value: complete(result.value as GroupOutput<TEntries>), issues: result.issues ?? [] };
  };
  const defaults = () => parse({}, v.getGlobalConfig()).value;
  return v._standardSchema<GroupSchema<TEntries, TOutput>>({
    kind: 'schema',
    type: 'prop_group',
    reference: group,
    expects: 'Object',
    async: false,
    entries,
    defaults,
    '~run'(dataset, config) {
      const raw = dataset.value;
      if (raw === undefined || raw === null) {
        const issues = options.required
          ? [propIssue(raw, 'is missing', { type: 'missing_prop', outcome: fallbackOutcome })]
          : [];
        return withIssues(defaults(), issues);
      }
      const fail = (problem: string) => withIssues(defaults(), [propIssue(raw, problem, { outcome: fallbackOutcome })]);
      if (isUnreadable(raw)) return fail(raw.reason);
      if (!isPlainObject(raw)) return fail(`expected an object, got ${describeValue(raw)}`);
      const unknown: PropIssue[] = [];
      if (options.unknownKeys) {
        let given: string[];
        try {
          given = Object.keys(raw);
        } catch {
          return fail('could not list its keys');
        }
        for (const key of given) {
          if (Object.prototype.hasOwnProperty.call(entries, key)) continue;
          const path: [v.ObjectPathItem] = [{ type: 'object', origin: 'key', input: raw, key, value: undefined }];
          unknown.push(propIssue(key, `not a known ${options.unknownKeys} key`, { outcome: 'ignored', path }));
        }
      }
      const parsed = parse(raw, config);
      return withIssues(parsed.value, [...parsed.issues, ...unknown]);
    },
  });
}

// ---------------------------------------------------------------------------------------------
// list

export interface ListOptions {
  /** What a usable list looks like, for "expected {expected}, got …". */
  expected: string;
  /** What a usable item looks like. */
  item: string;
  /** Label of the default (an empty list) when the list itself is unusable. */
  fallback: string;
  /** What happens to an unusable item, e.g. 'dropping the link'. */
  dropped: string;
}

export interface ListSchema<TItem extends v.GenericSchema> extends v.BaseSchema<
  v.InferInput<TItem>[] | null | undefined,
  v.InferOutput<TItem>[],
  PropIssue
> {
  readonly type: 'prop_list';
  readonly reference: typeof list;
}

/**
 * An array of objects checked by `item` (a valibot object schema). Each item is all or nothing: an item
 * that is not an object or fails a check is dropped, with one issue naming its first problem.
 */
export function list<TItem extends v.ObjectSchema<v.ObjectEntries, undefined>>(
  item: TItem,
  options: ListOptions,
): ListSchema<TItem> {
  const keys = Object.keys(item.entries);
  return v._standardSchema<ListSchema<TItem>>({
    kind: 'schema',
    type: 'prop_list',
    reference: list,
    expects: 'Array',
    async: false,
    '~run'(dataset, config) {
      const raw = dataset.value;
      if (raw === undefined || raw === null) return { typed: true, value: [] };
      const fail = (problem: string) =>
        withIssues([], [propIssue(raw, problem, { outcome: `using ${options.fallback}` })]);
      if (isUnreadable(raw)) return fail(raw.reason);
      let length: unknown;
      try {
        length = Array.isArray(raw) ? raw.length : undefined;
      } catch {
        length = undefined;
      }
      if (typeof length !== 'number') return fail(`expected ${options.expected}, got ${describeValue(raw)}`);
      const items: v.InferOutput<TItem>[] = [];
      const issues: PropIssue[] = [];
      for (let index = 0; index < length; index += 1) {
        const value = read(raw as unknown[], index);
        const at: v.ArrayPathItem = { type: 'array', origin: 'value', input: raw as unknown[], key: index, value };
        const drop = (problem: string, path: PropIssue['path'] = [at]) =>
          issues.push(propIssue(value, problem, { outcome: options.dropped, path }));
        if (isUnreadable(value)) {
          drop(value.reason);
          continue;
        }
        if (!isPlainObject(value)) {
          drop(`expected ${options.item}, got ${describeValue(value)}`);
          continue;
        }
        const copy: Record<string, unknown> = {};
        for (const key of keys) copy[key] = read(value, key);
        const unreadable = keys.find((key) => isUnreadable(copy[key]));
        if (unreadable) {
          drop((copy[unreadable] as Unreadable).reason, [
            at,
            { type: 'object', origin: 'value', input: copy, key: unreadable, value: undefined },
          ]);
          continue;
        }
        const result = check(item, copy, value, config);
        if (result.ok) items.push(result.value as v.InferOutput<TItem>);
        else drop(result.problem, result.path ? [at, ...result.path] : [at]);
      }
      return withIssues(items, issues);
    },
  });
}
