import { REMOTE_LOAD_TIMEOUT_MS } from '../../../src/config';

/** The demo's home: what this host is and how QA uses it. */
export function HomePage({ manifestUrl, adminServerUrl }: { manifestUrl: string; adminServerUrl: string }) {
  return (
    <>
      <h1>Global header demo host</h1>
      <p>
        This page is a separate application (Module Federation host <code>hostDemo</code>) that loads the global site
        header at runtime from another origin: <code>{manifestUrl}</code>. Nothing of the header is bundled here; the
        host only shares React with it.
      </p>
      <h2>How to use it</h2>
      <ul>
        <li>
          Pick a persona, feature flags, locale and domain, stage and page switches in the QA panel. The header
          re-renders with the new props, without a reload.
        </li>
        <li>
          The state is kept in the address bar, so a copied QA link (<q>Copy QA link</q>) opens the same header for
          someone else.
        </li>
        <li>
          Every header link lands on a page of this demo that names the route it reached. Staff links open on{' '}
          <code>{adminServerUrl}</code>, a different host name, as they would on the real admin host.
        </li>
        <li>
          If the remote fails or takes longer than {REMOTE_LOAD_TIMEOUT_MS / 1000} s, a static fallback header of the
          same height appears and the QA panel says why.
        </li>
      </ul>
      <h2>Other examples</h2>
      <ul>
        <li>
          <a href="/non-react/">The header without React</a>: a plain script calls <code>mount</code>,{' '}
          <code>update</code> and <code>unmount</code>.
        </li>
        <li>
          <a href="/d/local/all-events/">A discovery listing</a>: events from the demo API, with filters, paging and
          saves.
        </li>
      </ul>
    </>
  );
}
