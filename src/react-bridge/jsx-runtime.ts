/**
 * The remote's JSX runtime (webpack.config.ts points `react/jsx-runtime` and `react/jsx-dev-runtime`
 * here). Every element goes through `createElement` of the SHARED `react`, so elements match the
 * host's React whatever it shared: React 19's own jsx-runtime makes elements React 18 does not
 * recognise (error #31 in the host's tree) when a host shares react but not react/jsx-runtime.
 */
import { createElement, Fragment, type ElementType, type ReactNode } from 'react';

export { Fragment };

type Props = Record<string, unknown> | null;
type Key = string | number | bigint | null;

function withKey(props: Props, key: Key | undefined): Props {
  return key === undefined ? props : { ...props, key };
}

/** One child, or children the code computes (`{items.map(...)}`): a host's development React checks their keys. */
export function jsx(type: ElementType, props: Props, key?: Key): ReturnType<typeof createElement> {
  // createElement keeps `props.children` when it gets no child arguments, and takes key and ref
  // out of the config on every React version.
  return createElement(type, withKey(props, key));
}

/**
 * Static children, written one after another in the JSX (`<a><b/><c/></a>`): they need no keys. They go
 * to createElement as arguments, as classic JSX passes them, which marks them checked. Handed over as a
 * `children` array, a host's development React (a dev server, or server rendering with NODE_ENV unset)
 * warned "Each child in a list should have a unique key" for nearly every element of the header.
 */
export function jsxs(type: ElementType, props: Props, key?: Key): ReturnType<typeof createElement> {
  const children = props?.children;
  // The transform emits jsxs for two children or more; anything else keeps its exact shape.
  if (!Array.isArray(children) || children.length < 2) return jsx(type, props, key);
  const { children: _static, ...rest } = props!;
  return createElement(type, withKey(rest, key), ...(children as ReactNode[]));
}

/** The development transform's entry (source and self are debug data createElement does not take). */
export function jsxDEV(
  type: ElementType,
  props: Props,
  key: Key | undefined,
  isStaticChildren?: boolean,
): ReturnType<typeof createElement> {
  return isStaticChildren ? jsxs(type, props, key) : jsx(type, props, key);
}
