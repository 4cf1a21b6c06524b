/**
 * What the header told the host's console: its props reports (`[global-header] environment.stage:
 * Unknown stage: staging; using "prod"`, the product error catalogue) go to `console.error`, the channel the props
 * contract gives hosts. The QA panel lists them, so QA sees them without the developer tools.
 * Installed once before the header loads (bootstrap); every message still reaches the console.
 */
import { useSyncExternalStore } from 'react';
import { LOG_PREFIX } from '../../../src/config';

/** Reports kept, newest first (the header says each distinct one once per mounted header). */
export const HEADER_REPORTS_KEPT = 20;

let reports: readonly string[] = [];
const listeners = new Set<() => void>();
let installed = false;

function record(message: string): void {
  reports = [message, ...reports.filter((known) => known !== message)].slice(0, HEADER_REPORTS_KEPT);
  // The header reports while it renders: telling the panel then would update it in the middle of
  // another component's render, so the panel hears of it just after.
  queueMicrotask(() => {
    for (const listener of [...listeners]) listener();
  });
}

export function installHeaderReportLog(target: Pick<Console, 'error'> = console): void {
  if (installed) return;
  installed = true;
  const original = target.error.bind(target);
  target.error = (...args: unknown[]) => {
    const [first] = args;
    if (typeof first === 'string' && first.startsWith(LOG_PREFIX)) record(first);
    original(...args);
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => reports;

/** The header's reports so far, newest first. */
export function useHeaderReports(): readonly string[] {
  return useSyncExternalStore(subscribe, read, read);
}
