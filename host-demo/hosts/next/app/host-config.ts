/**
 * Where this Next.js host finds the header remote and the demo site, from the environment of `next start`
 * (host-demo/hosts/next-server.ts sets them when host-demo's server starts it); the defaults are `npm start`'s.
 */
export interface NextHostConfig {
  /** The remote's default browser manifest (its server build is beside it). */
  manifestUrl: string;
  /** The origin visitors reach this app at (host-demo's, which serves it under /hosts/next/): the header's serverUrl. */
  publicOrigin: string;
  adminServerUrl: string;
  /** The lowest release accepted (`HEADER_MINIMUM_VERSION`, a whole number; else none): a first visit gets no older one. */
  minimumVersion: number;
}

export function readNextHostConfig(): NextHostConfig {
  return {
    manifestUrl: process.env.HEADER_REMOTE_URL ?? 'http://127.0.0.1:3001/mf-manifest.json',
    publicOrigin: process.env.PUBLIC_ORIGIN ?? 'http://127.0.0.1:3000',
    adminServerUrl: process.env.ADMIN_SERVER_URL ?? 'http://localhost:3000',
    minimumVersion: /^\d+$/.test(process.env.HEADER_MINIMUM_VERSION ?? '')
      ? Number(process.env.HEADER_MINIMUM_VERSION)
      : 0,
  };
}
