'use client';
/** Host content that proves the page's own React still answers beside the header. */
import { useState } from 'react';

export function HostCounter() {
  const [clicks, setClicks] = useState(0);
  return (
    <section aria-label="Host widget">
      <button type="button" onClick={() => setClicks((count) => count + 1)}>
        Host counter: {clicks}
      </button>
    </section>
  );
}
