import { createHeaderFederation, type HeaderProps } from '@global-header/host-kit';
import { HeaderSlot } from '@global-header/host-kit/react';

const headerFederation = createHeaderFederation({
  name: 'rsbuildHost', // the federation plugin's name (rsbuild.config.ts)
  manifestUrl: import.meta.env.PUBLIC_HEADER_MANIFEST_URL,
  // The release this build was made against (its record's version): a first visit is never served an older one.
  minimumVersion: Number(import.meta.env.PUBLIC_HEADER_MINIMUM_VERSION ?? 0),
});

// Links and the header's API calls (search, places) go to serverUrl: your site.
const headerProps: HeaderProps = {
  environment: { serverUrl: window.location.origin },
  user: { isAuthenticated: false },
  // This page is the site's home page: the header shows its create-event call to action there.
  pageData: { isHomePage: true },
};

export function App() {
  return (
    <>
      <HeaderSlot federation={headerFederation} headerProps={headerProps} />
      <main id="main-content" tabIndex={-1}>
        <h1>My Rsbuild app</h1>
      </main>
    </>
  );
}
