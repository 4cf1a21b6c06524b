/**
 * Waits until the props reports of a parse just made have been written: parse-props.ts loads their wording
 * (src/props/props-reports.ts) on demand and writes them once it has come.
 */
export async function settleReports(): Promise<void> {
  await import('../../src/props/props-reports');
  // The parse's own `.then` on the same import runs before a task that starts after it.
  await new Promise((resolve) => setTimeout(resolve, 0));
}
