// The async boundary lets the federation runtime negotiate the shared react/react-dom singletons
// (with the remote) before any module that imports React runs.
import('./bootstrap').catch((error: unknown) => {
  const root = document.getElementById('root');
  if (root)
    root.textContent = `The demo host failed to start: ${error instanceof Error ? error.message : String(error)}`;
});
