import { createReportOnce } from '../config/report-once';

/**
 * The one console warning per expose that says which React it renders with and why: the
 * host team sees it once per page, however often the host re-renders. Messages start with
 * `[global-header]`, like every message the header logs.
 */
// eslint-disable-next-line no-console -- telling the host team which path was taken is the contract
export const warnPathOnce = createReportOnce((message) => console.warn(message));
