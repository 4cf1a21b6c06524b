/**
 * Small URL helpers shared by every builder in src/routes/. No view concatenates a path.
 */

/** Join a base URL (may be '' for same-origin) and an absolute path without doubling slashes. */
export function joinUrl(base: string, path: string): string {
  const trimmedBase = base.replace(/\/+$/, '');
  const normalizedPath = path.startsWith('/') ? path : `/${path}`;
  return `${trimmedBase}${normalizedPath}`;
}

/** Append query parameters; values that are undefined are skipped. Keeps an existing query string. */
export function withQuery(url: string, params: Record<string, string | undefined>): string {
  const entries = Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined);
  if (entries.length === 0) return url;
  const query = new URLSearchParams(entries).toString();
  const hashIndex = url.indexOf('#');
  const [beforeHash, hash] = hashIndex === -1 ? [url, ''] : [url.slice(0, hashIndex), url.slice(hashIndex)];
  return `${beforeHash}${beforeHash.includes('?') ? '&' : '?'}${query}${hash}`;
}

/** True for http(s) URLs and same-origin paths: the only hrefs the header renders. */
export function isSafeHref(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
