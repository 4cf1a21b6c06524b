/**
 * The `fault` QA key drives the demo API's fault switch through its cookie (demo-api/src/api/faults.ts),
 * so every JSON call the header makes (location suggestions, place lookups) fails the chosen way.
 * The query is the one source: a page without the key clears the cookie.
 */
import { FAULT_COOKIE, type Fault } from '@global-header/demo-api/fault-names';

export function applyFaultCookie(fault: Fault | ''): void {
  document.cookie = fault
    ? `${FAULT_COOKIE}=${fault}; path=/; SameSite=Lax`
    : `${FAULT_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}
