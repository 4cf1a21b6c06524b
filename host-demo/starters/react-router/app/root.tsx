import { HeaderSlot } from '@global-header/host-kit/react';
import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import { headerManifestUrl, headerMinimumVersion } from './header';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>React Router host</title>
        <link rel="icon" href="data:," />
        <Meta />
        <Links />
      </head>
      <body>
        {/*
          In the root layout: one header, kept across navigations. `serverRendered`: the header entry.server.tsx
          rendered (its HTML, styles and props written into the page once, its preload links in <head>), adopted
          and hydrated in the browser. No loader: nothing of the header is in the route data.
        */}
        <HeaderSlot manifestUrl={headerManifestUrl} minimumVersion={headerMinimumVersion} serverRendered />
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
