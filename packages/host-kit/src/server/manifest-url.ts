/**
 * Where the server classes find the remote: its browser manifest's URL, named `manifestUrl` as in the browser
 * (`createFederation`, `HeaderSlot`). `remoteUrl` is that option's former name on the server, still read so
 * that a host written against it keeps working (docs/hosts.md).
 */
export type ManifestUrlOption =
  | {
      /** The browser manifest URL hosts load (`mf-manifest.json`); the server build and `script-tag.json` are beside it. */
      manifestUrl: string;
      remoteUrl?: undefined;
    }
  | {
      /** @deprecated The former name of `manifestUrl` (the same URL); use `manifestUrl`. */
      remoteUrl: string;
      manifestUrl?: undefined;
    };

/** The option's URL, whichever name it came by; a missing one is said by name, not by a failed `new URL`. */
export function manifestUrlOf(options: ManifestUrlOption, who: string): string {
  const url = options.manifestUrl ?? options.remoteUrl;
  if (typeof url !== 'string') throw new TypeError(`${who} needs manifestUrl, the remote's browser manifest URL`);
  return url;
}
