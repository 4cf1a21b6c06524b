/**
 * The federation instance a host loads the header remote on: the remote registered under its
 * name, the verification plugin on (the signed manifest and every file's hash, docs/trust.md), the host's
 * shared modules. One function instead of the runtime's `createInstance`/`init` + `registerRemotes` +
 * `verifiedManifestPlugin`, and typed loads of every expose (`./remotes`).
 */
import { catalogueKeyOf } from '../../../src/i18n';
import { init, type ModuleFederation, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import type * as HeadModule from 'globalHeader/head';
import type * as HeaderModule from 'globalHeader/Header';
import type * as LocationPickerModule from 'globalHeader/LocationPicker';
import type * as MountModule from 'globalHeader/mount';
import type * as SearchBarModule from 'globalHeader/SearchBar';
import { GUARDED_REMOTE_NAME, verifiedManifestPlugin, type PinnedKey } from '../../../src/federation';
import { BUILT_IN_PUBLIC_KEYS } from './built-in-keys';

/** The remote's federated modules, by expose name, as `load(expose)` gives them. */
export interface HeaderExposes {
  Header: typeof HeaderModule;
  mount: typeof MountModule;
  SearchBar: typeof SearchBarModule;
  LocationPicker: typeof LocationPickerModule;
  head: typeof HeadModule;
}
export type HeaderExpose = keyof HeaderExposes;
/** `globalHeader/Header`'s component. */
export type HeaderComponent = HeaderExposes['Header']['default'];

type SharedOptions = NonNullable<Parameters<typeof init>[0]['shared']>;

export interface HeaderFederationOptions {
  /** The remote's manifest: `…/mf-manifest.json` (default build), or `mf-manifest.slim.json` when the host lends its runtime core. */
  manifestUrl: string;
  /**
   * The public keys the manifest's release record must be signed with (two while rotating, docs/trust.md).
   * Default: the keys this kit was built with.
   */
  publicKeys?: readonly PinnedKey[];
  /** The lowest release version accepted: pin one above a bad release (docs/releases.md). */
  minimumVersion?: number;
  /**
   * The verification plugin is on unless this is `false`: only for a remote you build and serve yourself,
   * never for one on another origin (nothing would then stop changed code from running in your page).
   */
  verify?: boolean;
  /** Told once per refusal (default `console.error`). */
  report?: (message: string) => void;
  /**
   * The host's federation name (default `globalHeaderHost`). A host built with a federation plugin passes its
   * plugin's `name`: the header then joins that instance and gets the modules the plugin shares.
   */
  name?: string;
  /** Modules the host lends the remote (React, react-dom...), as the runtime's `shared` option takes them. */
  shared?: SharedOptions;
  /** More runtime plugins (e.g. `injectExternalRuntimeCorePlugin()` for the slim manifest). */
  plugins?: ModuleFederationRuntimePlugin[];
}

export interface HeaderFederation {
  /** The runtime instance the remote is registered on. */
  readonly instance: ModuleFederation;
  readonly manifestUrl: string;
  /** One of the remote's modules; rejects when it cannot be loaded or was refused. */
  load<E extends HeaderExpose>(expose: E): Promise<HeaderExposes[E]>;
  /**
   * `globalHeader/Header`'s component; rejects when the remote cannot be loaded, was refused, or has none.
   * With the page's `locale` (`environment.localeInfo.locale`), its catalogue's chunk (none for English) is
   * fetched beside the Header's code, not after it (docs/i18n.md, "Loading").
   */
  loadHeader(options?: { locale?: unknown }): Promise<HeaderComponent>;
}

export const DEFAULT_HOST_NAME = 'globalHeaderHost';

/**
 * The header remote on a federation instance: `name`'s (a bundler plugin's, joined) or a new one. Call it once
 * per page (module level in the browser): calling it again with the same name and URL adds nothing.
 */
export function createHeaderFederation(options: HeaderFederationOptions): HeaderFederation {
  const { manifestUrl } = options;
  const plugins = [
    ...(options.verify === false
      ? []
      : [
          verifiedManifestPlugin({
            publicKeys: options.publicKeys ?? BUILT_IN_PUBLIC_KEYS,
            ...(options.minimumVersion === undefined ? {} : { minimumVersion: options.minimumVersion }),
            ...(options.report ? { report: options.report } : {}),
          }),
        ]),
    ...(options.plugins ?? []),
  ];
  // `init` returns the instance of that name when one exists (a bundler plugin's) and adds these options to it.
  const instance = init({
    name: options.name ?? DEFAULT_HOST_NAME,
    remotes: [],
    plugins,
    ...(options.shared ? { shared: options.shared } : {}),
  });
  const registered = instance.options.remotes.find((remote) => remote.name === GUARDED_REMOTE_NAME);
  const registeredEntry = registered && 'entry' in registered ? registered.entry : undefined;
  if (registeredEntry !== manifestUrl)
    instance.registerRemotes([{ name: GUARDED_REMOTE_NAME, entry: manifestUrl }], { force: !!registered });

  async function load<E extends HeaderExpose>(expose: E): Promise<HeaderExposes[E]> {
    const module = await instance.loadRemote<HeaderExposes[E]>(`${GUARDED_REMOTE_NAME}/${expose}`);
    if (!module) throw new Error(`${GUARDED_REMOTE_NAME}/${expose} could not be loaded`);
    return module;
  }
  return {
    instance,
    manifestUrl,
    load,
    async loadHeader({ locale } = {}) {
      // The props are the host's: anything but a string reads as English, as the header reads it.
      const catalogue = typeof locale === 'string' ? catalogueKeyOf(locale) : 'en';
      // The first part of the page's catalogue (`i18n-de.<hash>.js`), beside the Header's own chunks: the
      // header waits for it before its first render. A failed preload costs nothing: the header asks again.
      if (catalogue !== 'en')
        void instance
          .preloadRemote([
            {
              nameOrAlias: GUARDED_REMOTE_NAME,
              exposes: ['Header'],
              resourceCategory: 'all',
              filter: (url) => new URL(url, location.href).pathname.split('/').pop()!.startsWith(`i18n-${catalogue}.`),
            },
          ])
          .catch(() => undefined);
      const { default: Header } = await load('Header');
      if (typeof Header !== 'function') throw new Error(`${GUARDED_REMOTE_NAME}/Header has no component`);
      return Header;
    },
  };
}
