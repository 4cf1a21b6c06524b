/**
 * The script-tag build's entry (webpack.config.ts `script`): `./mount`'s functions as one
 * self-contained ES module, `global-header.mjs`, for pages without a bundler, React and every package
 * bundled in (no federation runtime, no CDN, no import map):
 *
 *   <script type="module" src="…/releases/<version>/global-header.mjs" integrity="sha384-…" crossorigin="anonymous"></script>
 *   <script type="module">
 *     import { mount } from '…/releases/<version>/global-header.mjs';
 *     const { update, unmount } = mount(document.getElementById('site-header'), props);
 *   </script>
 *
 * The same mount functions as `./mount` (src/expose/mount.tsx): with the module's own React 19 in range
 * they create their roots with it. Lazy parts load on intent as `*.mjs` chunks from the module's own
 * folder (`import.meta.url`), so a page keeps its release's chunks.
 */
export { mount, mountLocationPicker, mountSearchBar } from './mount';
export type { HeaderProps, LocationPickerProps, Mounted, SearchBarProps } from './mount';
