/**
 * What the engine flows read in the page, the same way in Chromium, Firefox and WebKit. The probe proxy
 * (probe-proxy.ts) puts it as the first script of every HTML page it serves, so it runs before the page's own
 * scripts and before the header's markup is parsed: WebDriver classic (WebKit) has no init scripts, and one
 * mechanism for the three engines keeps their results comparable.
 *
 * It records:
 * - errors: console.error calls, uncaught errors, unhandled rejections and resources that failed to load (the
 *   only error channel WebKit's WebDriver gives; Chromium and Firefox also report the engine's own console);
 * - frames: on every animation frame from the first one on (a frame's callbacks run right before it is painted),
 *   what a visitor would see of the header and the page, kept only when it differs from the frame before;
 * - query(): elements by role and accessible name, for the flows to act on what a visitor sees.
 */

/** One animation frame, as painted. */
export interface ProbeFrame {
  /** performance.now() at the frame. */
  at: number;
  readyState: DocumentReadyState;
  /** The banner, when there is one. */
  header?: {
    /** The host kit's static fallback header (data-fallback-header) instead of the remote header. */
    fallback: boolean;
    /** Painted: neither it nor an ancestor is hidden (a page held back from painting hides it all). */
    visible: boolean;
    /** The server's markup is parsed past its end (the server-rendered page's template after the header). */
    complete: boolean;
    /** Whether the header's own styles apply: the styled-components rules the server put in the head. */
    styled: boolean;
    /** Rounded px. */
    top: number;
    height: number;
    background: string;
    display: string;
  };
  /** Rounded px: where the page's landmarks are (a move after the first painted frame is a layout shift). */
  landmarks: Record<string, string>;
}

/** What a visitor would point at: a role, an accessible name (whole, or how it starts), inside another target. */
export interface Target {
  role: string;
  name?: string | { startsWith: string };
  within?: Target;
}

export interface EngineProbe {
  errors: string[];
  frames: ProbeFrame[];
  /** The first <header> the page had (the server's, on a server-rendered page): hydration must keep it. */
  firstHeader: Element | null;
  /** The drawn elements (not display:none, visibility:hidden or detached) that match the target. */
  query(target: Target): Element[];
}

declare global {
  interface Window {
    __engineProbe?: EngineProbe;
  }
}

/** Runs in the page (serialised by the proxy): no imports, no closures over module scope. */
export const ENGINE_PROBE = (): void => {
  if (window.__engineProbe) return;
  const errors: string[] = [];
  const frames: ProbeFrame[] = [];
  const MAX_FRAMES = 400;

  const text = (value: unknown): string =>
    value instanceof Error ? `${value.name}: ${value.message}` : typeof value === 'string' ? value : String(value);
  const originalError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(`console.error: ${args.map(text).join(' ')}`);
    originalError(...args);
  };
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target as (Element & { src?: string; href?: string }) | null;
      if (target && target !== (window as unknown) && 'tagName' in target) {
        errors.push(`failed to load ${target.tagName.toLowerCase()} ${target.src ?? target.href ?? ''}`);
      } else errors.push(`uncaught: ${event.message}`);
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => errors.push(`unhandled rejection: ${text(event.reason)}`));

  const ROLES: Record<string, string> = {
    banner: 'header, [role="banner"]',
    button: 'button, [role="button"], input[type="button"], input[type="submit"]',
    combobox: '[role="combobox"]',
    dialog: 'dialog, [role="dialog"]',
    link: 'a[href], [role="link"]',
    listbox: '[role="listbox"]',
    main: 'main, [role="main"]',
    menu: '[role="menu"]',
    menuitem: '[role="menuitem"]',
    option: '[role="option"]',
    searchbox: 'input[type="search"], [role="searchbox"]',
    status: '[role="status"]',
  };
  const squash = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return squash(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id))
          .map((label) => (label ? (label.getAttribute('aria-label') ?? contentText(label)) : ''))
          .join(' '),
      );
    }
    const label = element.getAttribute('aria-label');
    if (label) return squash(label);
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return squash(labels[0]!.textContent);
    return squash(contentText(element));
  };
  /** The text a screen reader reads from the content: aria-hidden parts left out, images by their alt. */
  const contentText = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true') return '';
    if (node instanceof HTMLImageElement) return node.alt;
    return [...node.childNodes].map(contentText).join('');
  };
  const drawn = (element: Element): boolean => {
    if (element.getClientRects().length === 0) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  const query = ({ role, name, within }: Target): Element[] => {
    const selector = ROLES[role];
    if (!selector) throw new Error(`probe: no selector for the role ${role}`);
    const scopes: ParentNode[] = within ? query(within) : [document];
    return scopes.flatMap((scope) =>
      [...scope.querySelectorAll(selector)].filter((element) => {
        if (!drawn(element)) return false;
        if (name === undefined) return true;
        const own = nameOf(element);
        return typeof name === 'string' ? own === name : own.startsWith(name.startsWith);
      }),
    );
  };

  const box = (element: Element | null | undefined): string | undefined => {
    if (!element) return undefined;
    const rect = element.getBoundingClientRect();
    return `${Math.round(rect.left)},${Math.round(rect.top)} ${Math.round(rect.width)}x${Math.round(rect.height)}`;
  };
  /** A styled-components class of the header whose rule is in a style sheet: its styles arrived. */
  const styledHeader = (header: Element): boolean => {
    const classes = [...header.classList];
    if (classes.length === 0) return false;
    for (const sheet of document.styleSheets) {
      let rules: CSSRuleList;
      try {
        rules = sheet.cssRules;
      } catch {
        continue;
      }
      for (const rule of rules) {
        const text = (rule as CSSStyleRule).selectorText;
        if (text && classes.some((name) => text.includes(`.${name}`))) return true;
      }
    }
    return false;
  };
  // As soon as the parser (or a script) inserts the first header, before any later script can replace it.
  let firstHeader: Element | null = null;
  const watchHeader = new MutationObserver(() => {
    firstHeader ??= document.querySelector('header');
    if (firstHeader) watchHeader.disconnect();
  });
  watchHeader.observe(document, { childList: true, subtree: true });
  const sample = () => {
    const header = document.querySelector('header');
    const frame: ProbeFrame = { at: Math.round(performance.now()), readyState: document.readyState, landmarks: {} };
    if (header) {
      const rect = header.getBoundingClientRect();
      const style = getComputedStyle(header);
      frame.header = {
        fallback: header.hasAttribute('data-fallback-header'),
        visible: style.visibility !== 'hidden' && style.opacity !== '0',
        complete: !document.getElementById('server-header') || document.getElementById('server-header-end') !== null,
        styled: header.hasAttribute('data-fallback-header') || styledHeader(header),
        top: Math.round(rect.top),
        height: Math.round(rect.height),
        background: style.backgroundColor,
        display: style.display,
      };
    }
    const landmarks: Record<string, string | undefined> = {
      header: box(header),
      main: box(document.getElementById('main-content')),
      h1: box(document.querySelector('#main-content h1')),
      logo: box(header?.querySelector('a[href]')),
    };
    for (const [name, value] of Object.entries(landmarks)) if (value) frame.landmarks[name] = value;
    const last = frames.at(-1);
    const same = last && JSON.stringify({ ...last, at: 0 }) === JSON.stringify({ ...frame, at: 0 });
    if (!same && frames.length < MAX_FRAMES) frames.push(frame);
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);

  window.__engineProbe = {
    errors,
    frames,
    get firstHeader() {
      return firstHeader;
    },
    query,
  };
};
