/**
 * unit-react18 only (its first setup file): a minimal React DevTools hook that records every React renderer
 * that starts in this test file's worker. react-dom registers itself with the hook when its client build
 * loads, so this must run before anything imports react-dom (test/setup.ts does, through
 * @testing-library/react). The guard test (react-version.test.tsx) reads the list: one renderer, 18.3.1,
 * whoever imported it.
 */

/** What a renderer tells DevTools about itself (the fields the guard reads). */
export interface RecordedRenderer {
  rendererPackageName?: string;
  version?: string;
}

interface RecordingHook {
  /** Makes react-dom register instead of logging "DevTools is too old". */
  supportsFiber: true;
  renderers: Map<number, RecordedRenderer>;
  inject(renderer: RecordedRenderer): number;
  checkDCE(): void;
  onCommitFiberRoot(): void;
  onCommitFiberUnmount(): void;
  onPostCommitFiberRoot(): void;
}

declare global {
  var __REACT_DEVTOOLS_GLOBAL_HOOK__: RecordingHook | undefined;
}

const renderers = new Map<number, RecordedRenderer>();

globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true,
  renderers,
  inject(renderer) {
    const id = renderers.size + 1;
    renderers.set(id, renderer);
    return id;
  },
  // React calls these on every commit; recording the renderers is all the guard needs.
  checkDCE() {},
  onCommitFiberRoot() {},
  onCommitFiberUnmount() {},
  onPostCommitFiberRoot() {},
};

/** The renderers registered so far, in load order. */
export function recordedRenderers(): RecordedRenderer[] {
  return [...renderers.values()].map(({ rendererPackageName, version }) => ({ rendererPackageName, version }));
}
