/**
 * Reading experiment / feature-flag results (spec 3 "Experiment/flag result"). The provider's
 * payload is untrusted: a value is only used when it is present and of the same kind as the
 * caller's default; otherwise the default wins. Nothing here throws.
 */

/** One secondary exposure logged with a result (provider shape; fields are opaque strings). */
export type SecondaryExposure = Record<string, string>;

/** Why the provider produced this result (provider shape; `reason` is always present). */
export interface EvaluationDetails {
  reason: string;
  time?: number;
  [extra: string]: unknown;
}

/** JSON values the provider may put in a result's `value`. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** An experiment or dynamic-config result as the flag provider returns it (spec 3). */
export interface ExperimentResult {
  /** Experiment or config name. */
  name: string;
  /** The parameters for this user: a JSON object. */
  value: Record<string, JsonValue>;
  /** Id of the rule that matched. */
  ruleID: string;
  secondaryExposures: SecondaryExposure[];
  /** Experiment this user was allocated to (may differ from `name` for layers). */
  allocatedExperimentName: string;
  evaluationDetails: EvaluationDetails;
  /** Group (variant) name, null when not in a group. */
  groupName: string | null;
  /** Unit the experiment randomises on, e.g. `userID`, `stableID`. */
  idType: string;
  isExperimentActive: boolean;
}

/** The kind used to compare a value with its default: arrays and null are kinds of their own. */
export function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `result.value[key]` when it exists (own property) and has the same kind as `defaultValue`
 * (`typeof`, with arrays, null and objects told apart); otherwise `defaultValue` (spec 3). Numbers
 * must also be finite. Reading an inherited key such as `toString` or `__proto__` gives the default.
 */
export function readExperimentValue<T>(result: unknown, key: string, defaultValue: T): T {
  try {
    if (!isRecord(result)) return defaultValue;
    const value = result.value;
    if (!isRecord(value) || !Object.prototype.hasOwnProperty.call(value, key)) return defaultValue;
    const candidate: unknown = value[key];
    if (kindOf(candidate) !== kindOf(defaultValue)) return defaultValue;
    if (typeof candidate === 'number' && !Number.isFinite(candidate)) return defaultValue;
    return candidate as T;
  } catch {
    return defaultValue;
  }
}

/** Whether `value` has the shape of an `ExperimentResult` (for providers that may return junk). */
export function isExperimentResult(value: unknown): value is ExperimentResult {
  try {
    if (!isRecord(value)) return false;
    return (
      typeof value.name === 'string' &&
      isRecord(value.value) &&
      typeof value.ruleID === 'string' &&
      Array.isArray(value.secondaryExposures) &&
      typeof value.allocatedExperimentName === 'string' &&
      isRecord(value.evaluationDetails) &&
      typeof value.evaluationDetails.reason === 'string' &&
      (value.groupName === null || typeof value.groupName === 'string') &&
      typeof value.idType === 'string' &&
      typeof value.isExperimentActive === 'boolean'
    );
  } catch {
    return false;
  }
}
