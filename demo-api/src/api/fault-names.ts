/**
 * The QA fault switch's names, shared by the server (faults.ts) and the QA panel, which sets the
 * cookie from the page: no server code in the browser bundle, one spelling of each name.
 */
export const FAULT_PARAM = '__fault';
export const FAULT_COOKIE = 'demo_fault';
export const FAULTS = ['500', 'timeout', 'malformed'] as const;
export type Fault = (typeof FAULTS)[number];
