/**
 * A reporter that says each distinct message once. Hosts often re-render with fresh prop objects;
 * the same invalid field must not flood their console on every render.
 */
export function createReportOnce(report: (message: string) => void = (m) => console.error(m)): (message: string) => void {
  const seen = new Set<string>();
  return (message) => {
    if (seen.has(message)) return;
    seen.add(message);
    report(message);
  };
}
