/**
 * What parse-props.ts and the wording of its reports (props-reports.ts) share about valibot's issues.
 */
import type * as v from 'valibot';

/** Keep reporting every problem (`v.object` goes on after one), one per field (pipes stop at the first). */
export const PARSE_CONFIG = { abortEarly: false, abortPipeEarly: true } as const;

/** One text per issue path (`user.publicId`), to tell two paths apart and a field from its section. */
export const pathKey = (path: readonly v.IssuePathItem[] | undefined): string =>
  (path ?? []).map((step) => String(step.key)).join('.');
