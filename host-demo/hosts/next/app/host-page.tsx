/** One page of this host: its heading, a link to the other page (a client-side navigation) and host content. */
import Link from 'next/link';
import { version } from 'react';
import { HostCounter } from './host-counter';

export function HostPage({ title, other }: { title: string; other: { href: string; label: string } }) {
  return (
    <main id="main-content" className="small-page" tabIndex={-1}>
      <h1>
        {title}: React {version}
      </h1>
      <p>
        This Next.js 16 App Router host renders <code>globalHeader/Header</code> on its server and hydrates it in the
        browser. <Link href={other.href}>{other.label}</Link> · <a href="/hosts/">All hosts</a>
      </p>
      <HostCounter />
    </main>
  );
}
