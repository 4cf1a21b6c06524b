/** The pathname of the page the visitor is on ('' on a server or where it cannot be read). */
export function currentPathname(): string {
  try {
    return typeof location === 'undefined' ? '' : location.pathname;
  } catch {
    return '';
  }
}
