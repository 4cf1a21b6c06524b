/**
 * What the remote can tell about the React that is rendering one of its components, without that
 * React's module: the share scope may hand the remote one React while the host renders with another
 * (a host that did not share its React). Both checks read what React itself sets, and both fall back
 * to trusting the share scope when the shape is unknown.
 */

/** The dispatcher slot each React fills while it renders; null when that copy is not rendering. */
interface ReactInternals {
  /** React 19 */
  __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE?: { H?: unknown };
  /** React 16.8 to 18 */
  __SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED?: { ReactCurrentDispatcher?: { current?: unknown } };
}

/**
 * Whether `react` (a React module) is the copy rendering right now. Called from a component's render,
 * it is false when a different React calls the component: its hooks would throw "Invalid hook call".
 */
export function isRenderingWith(react: object): boolean {
  const internals = react as ReactInternals;
  const v19 = internals.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (v19 && typeof v19 === 'object' && 'H' in v19) return v19.H != null;
  const v18 = internals.__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED?.ReactCurrentDispatcher;
  if (v18 && typeof v18 === 'object' && 'current' in v18) return v18.current != null;
  return true;
}

/** The class-instance updater React assigns before render: up to 18 it carries `isMounted`, 19 dropped it. */
export interface RenderedInstance {
  updater?: { isMounted?: unknown } | null;
}

/**
 * A host element (`<div>`) for a React the remote has no module of, in the element format that React
 * accepts: React 19 refuses 18's elements and 18 refuses 19's (React error #31). Used only when the
 * renderer is not the share scope's React; otherwise its own `createElement` is used.
 */
/** Whether the React rendering `instance` takes `react.element` elements (up to 18), from its updater. */
export function makesLegacyElements(instance: RenderedInstance): boolean {
  return typeof instance.updater?.isMounted === 'function';
}

export function foreignHostElement(
  instance: RenderedInstance,
  type: string,
  props: Record<string, unknown>,
  ref: (node: Element | null) => void,
): object {
  return makesLegacyElements(instance)
    ? { $$typeof: Symbol.for('react.element'), type, key: null, ref, props, _owner: null, _store: {} }
    : {
        $$typeof: Symbol.for('react.transitional.element'),
        type,
        key: null,
        ref,
        props: { ...props, ref },
        _owner: null,
        _store: { validated: 1 },
      };
}
