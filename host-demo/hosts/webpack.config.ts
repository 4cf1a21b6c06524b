/**
 * Every small host built with webpack, one build each (`npm run build:hosts`, `npm run dev`): the React
 * version hosts and the bundler matrix's webpack ones. The Rspack and Vite hosts are
 * built with their own tools' APIs (common/build-rspack-and-vite.mjs).
 */
import type { Configuration } from 'webpack';
import react17 from './react17/webpack.config';
import react18 from './react18/webpack.config';
import runtime from './runtime/webpack.config';
import webpackHost from './webpack/webpack.config';
import webpackContainer from './webpack-container/webpack.config';
import webpackContainerBare from './webpack-container/bare.webpack.config';

export default (env: unknown, argv: { mode?: Configuration['mode'] }): Configuration[] =>
  [react18, react17, webpackHost, webpackContainer, webpackContainerBare, runtime].flatMap((config) =>
    config(env, argv),
  );
