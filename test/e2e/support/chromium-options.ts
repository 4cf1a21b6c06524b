/**
 * How every browser in this project is started: the system Chromium (Debian package `chromium`;
 * browsers are never downloaded on these machines) with the flags that keep it off the network.
 * Shared by the e2e tests and the Storybook test project in vitest.config.ts.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
