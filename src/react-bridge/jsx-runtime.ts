/**
 * The remote's JSX runtime (webpack.config.ts points `react/jsx-runtime` and `react/jsx-dev-runtime`
 * here). Every element goes through `createElement` of the SHARED `react`, so elements match the
 * host's React whatever it shared: React 19's own jsx-runtime makes elements React 18 does not
 * recognise (error #31 in the host's tree) when a host shares react but not react/jsx-runtime.
 */
import { createElement, Fragment, type ElementType } from 'react';

export { Fragment };

type Props = Record<string, unknown> | null;

export function jsx(
  type: ElementType,
  props: Props,
  key?: string | number | bigint | null,
): ReturnType<typeof createElement> {
  // createElement keeps `props.children` when it gets no child arguments, and takes key and ref
  // out of the config on every React version.
  return key === undefined ? createElement(type, props) : createElement(type, { ...props, key });
}

export const jsxs = jsx;

/** The development transform's entry (source and self are debug data createElement does not take). */
export function jsxDEV(
  type: ElementType,
  props: Props,
  key?: string | number | bigint | null,
): ReturnType<typeof createElement> {
  return jsx(type, props, key);
}
