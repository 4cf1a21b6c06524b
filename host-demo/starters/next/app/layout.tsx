import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Header } from './header';

export const metadata: Metadata = { title: 'Next.js host', icons: { icon: 'data:,' } };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        {/* In the root layout: one header, kept across client-side navigations. */}
        <Header />
        {children}
      </body>
    </html>
  );
}
