/**
 * The root layout: the header sits here, above every page, so Next keeps it (one header, never remounted)
 * across client-side navigations between the pages below.
 */
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Header, requestNonce } from './header';
// The demo pages' one stylesheet: the header slot's room per layout, the fallback header's look.
import '../../../common/demo-page.css';

export const metadata: Metadata = {
  title: 'Next.js 16 App Router host: ./Header',
  // No favicon request (a 404 on the console), as every demo page.
  icons: { icon: 'data:,' },
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const nonce = await requestNonce();
  return (
    <html lang="en">
      <head>
        {/* styled-components in the browser reads the page's nonce from here for the style tags it adds. */}
        {nonce ? <meta property="csp-nonce" nonce={nonce} /> : null}
      </head>
      <body>
        <Header />
        {children}
      </body>
    </html>
  );
}
