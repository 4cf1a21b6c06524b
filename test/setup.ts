import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadCatalogue } from '../src/i18n/catalogue';

/**
 * Every render and renderHook runs in `<StrictMode>`: the development hosts' templates (Vite,
 * Rsbuild, Next.js) render there, so React mounts, cleans up and mounts again each effect, and an effect that
 * does not survive that fails here rather than in a host's page.
 */
configure({ reactStrictMode: true });

/**
 * English's later texts (src/i18n/catalogue.ts), which a page loads with its first lazy part: here before
 * any test, so a component rendered on its own (without the exposes' catalogue hook) has every text.
 */
await loadCatalogue('en_US');

/**
 * jsdom (29) has <dialog> and its `open` attribute but not showModal()/show()/close(). This stands in
 * for the state only: `open` set and cleared, and `close` fired as the browser does, from a task.
 * It has no top layer, no inert page, no focus move and no Escape -> `cancel`: unit tests fire
 * `cancel` themselves, and the real behaviour is covered in Chromium by the storybook and e2e
 * projects. Used by the unit project only (this file is its setupFiles); installed only where
 * missing, so a jsdom that implements dialogs is used as it is.
 */
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  const show = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.show = show;
  HTMLDialogElement.prototype.showModal = show;
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.open = false;
    if (returnValue !== undefined) this.returnValue = returnValue;
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
}

// Files marked `// @vitest-environment node` (server tests) have no DOM: only clean up what exists.
afterEach(() => {
  if (typeof window === 'undefined') return;
  cleanup();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  localStorage.clear();
});
