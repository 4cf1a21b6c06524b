import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // Pre-bundled at start: found only at the first visit otherwise, when Vite re-bundles and reloads the page
  // (that visit's import of app/entry.client.tsx fails).
  optimizeDeps: { include: ['@global-header/host-kit/react'] },
});
