/**
 * A fresh demo host renders its first pages slowly (the remote's server build loads, Node compiles, a language's
 * catalogue is read the first time a page asks for it): it answers with the fallback header when the render
 * misses its budget, as it should. A test about the server's header asks for its page until the server says
 * (Server-Timing) that it rendered the header in time.
 */
const TRIES = 10;

/** The HTML of `pathAndQuery` with the server-rendered header in it. */
export async function fetchRenderedPage(origin: string, pathAndQuery: string): Promise<string> {
  let timing = '';
  for (let tries = 0; tries < TRIES; tries += 1) {
    const response = await fetch(`${origin}${pathAndQuery}`);
    const html = await response.text();
    timing = response.headers.get('server-timing') ?? '';
    if (timing.includes('desc="rendered"')) return html;
  }
  throw new Error(`The demo host never rendered ${pathAndQuery} in time (Server-Timing: ${timing})`);
}
