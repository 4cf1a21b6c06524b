/**
 * A reporter that says each distinct message once. Hosts often re-render with fresh prop objects;
 * the same invalid field must not flood their console on every render.
 */
export function createReportOnce(
  // eslint-disable-next-line no-console -- telling the host team what is wrong with its props is the contract
  report: (message: string) => void = (m) => console.error(m),
): (message: string) => void {
  const seen = new Set<string>();
  return (message) => {
    if (seen.has(message)) return;
    seen.add(message);
    report(message);
  };
}
