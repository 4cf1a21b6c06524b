/**
 * The product error catalogue: "Using a router-link nav item falls back to a plain anchor with a console warning."
 * Warns once per path for the calling component, only while `enabled` (e.g. once a lazy list rendered).
 */
import { useEffect, useRef } from 'react';
import type { MenuItem } from '../config/menu-item';
import { formatMessage } from '../i18n/messages';
import { getRouterLinkFallbackPaths } from './menu-sections';
import { useDesignSystemMessages } from './provider';

export function useRouterLinkFallbackWarning(items: readonly MenuItem[], hasNavigate: boolean, enabled = true): void {
  const template = useDesignSystemMessages().routerLinkFallback;
  const warnedRef = useRef(new Set<string>());
  useEffect(() => {
    if (!enabled) return;
    for (const path of getRouterLinkFallbackPaths(items, hasNavigate)) {
      if (warnedRef.current.has(path)) continue;
      warnedRef.current.add(path);
      // The product error catalogue asks for exactly this console warning.
      // eslint-disable-next-line no-console
      console.warn(formatMessage(template, { path }));
    }
  }, [enabled, items, hasNavigate, template]);
}
