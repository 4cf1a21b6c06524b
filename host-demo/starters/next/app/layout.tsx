import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Header, requestNonce } from './header';

export const metadata: Metadata = { title: 'Next.js host', icons: { icon: 'data:,' } };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const nonce = await requestNonce();
  return (
    <html lang="en">
      {/* With a Content-Security-Policy: the header's styles added in the browser take its nonce from here. */}
      <head>{nonce ? <meta property="csp-nonce" nonce={nonce} /> : null}</head>
      <body>
        {/* In the root layout: one header, kept across client-side navigations. */}
        <Header />
        {children}
      </body>
    </html>
  );
}
