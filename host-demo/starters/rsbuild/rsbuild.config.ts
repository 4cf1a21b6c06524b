import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      // createHeaderFederation gets this name: the header joins this instance and its shared React.
      name: 'rsbuildHost',
      shared: { react: { singleton: true }, 'react-dom': { singleton: true } },
      // The header's types come with the host kit: no types download.
      dts: false,
    }),
  ],
  html: { title: 'Rsbuild host' },
});
