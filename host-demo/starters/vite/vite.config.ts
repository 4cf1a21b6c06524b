import { federation } from '@module-federation/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    federation({
      // createHeaderFederation gets this name: the header joins this instance and its shared React.
      name: 'viteHost',
      shared: { react: { singleton: true }, 'react-dom': { singleton: true } },
      // The header's types come with the host kit: no types download (which needs a tsconfig.json to run).
      dts: false,
    }),
  ],
});
