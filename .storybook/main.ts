import type { StorybookConfig } from '@storybook/react-webpack5';

/**
 * Storybook runs on webpack (like the remote build) for `storybook dev` / `build-storybook`.
 * The same stories also run as Vitest browser tests (vitest.config.ts, project `storybook`): that path is
 * compiled by Vite/esbuild, which is why `.storybook/vitest.setup.ts` applies the project annotations itself
 * (the addon's automatic provisioning needs @storybook/builder-vite).
 */
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-webpack5-compiler-swc', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-webpack5', options: {} },
  core: { disableTelemetry: true },
  typescript: { check: false },
  // Storybook's own bundle (axe, the preview runtime) always exceeds webpack's 244 KiB hint; the remote's real
  // budget is checked by `npm run bench`.
  webpackFinal: (config) => ({ ...config, performance: { hints: false } }),
  // SWC has to emit the automatic JSX runtime: stories and components never `import React`.
  swc: (config) => ({
    ...config,
    jsc: {
      ...config.jsc,
      transform: {
        ...config.jsc?.transform,
        react: { ...config.jsc?.transform?.react, runtime: 'automatic' },
      },
    },
  }),
};

export default config;
