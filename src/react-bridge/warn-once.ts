const said = new Set<string>();

/**
 * The one console warning per expose that says which React it renders with and why (issue 12). The
 * host team sees it once per page, however often the host re-renders.
 */
export function warnPathOnce(expose: string, message: string): void {
  if (said.has(expose)) return;
  said.add(expose);
  // eslint-disable-next-line no-console -- telling the host team which path was taken is the contract
  console.warn(`[global-header] ${message}`);
}
