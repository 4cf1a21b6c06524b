// Read by the server and the browser build alike (Vite's env: VITE_ variables, at build time and on the dev server).
export const headerManifestUrl: string =
  import.meta.env.VITE_HEADER_MANIFEST_URL ?? 'https://header.example.com/mf-manifest.json';
// The release this app was deployed against (its record's version): neither the server nor a browser on its
// first visit is served an older one.
export const headerMinimumVersion = Number(import.meta.env.VITE_HEADER_MINIMUM_VERSION ?? 0);
