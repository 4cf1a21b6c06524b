/**
 * The remote's federated modules: expose name -> the source webpack builds it from. The one list: webpack.config.ts
 * builds `./<name>` from it and the host kit's build types `globalHeader/<name>` from it. What cannot import it is
 * checked against it (test/lint/exposes-listed-once.test.ts): tsconfig.json's `globalHeader/*` paths, the kit's
 * tsconfig.build.json files and its `HeaderExposes` interface.
 */
export const EXPOSES = {
  Header: 'src/expose/header.tsx',
  mount: 'src/expose/mount.tsx',
  LocationPicker: 'src/expose/location-picker.tsx',
  SearchBar: 'src/expose/search-bar.tsx',
  head: 'src/expose/head.ts',
} as const;
