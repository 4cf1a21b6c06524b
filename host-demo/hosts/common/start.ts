/**
 * Entry of every small React host page. The async boundary lets the federation runtime negotiate the
 * shared modules before any module that imports React runs (as in host-demo/qa/index.ts).
 */
export function start(boot: () => Promise<unknown>): void {
  boot().catch((error: unknown) => {
    const root = document.getElementById('root');
    if (root) root.textContent = `This host failed to start: ${error instanceof Error ? error.message : String(error)}`;
  });
}
