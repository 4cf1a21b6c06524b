/**
 * `bridged(Root, …)`: the component an expose hands to hosts. With a supported host React it simply
 * renders `Root` in the host's tree. Otherwise (React 17, react and react-dom that differ,
 * no React in the share scope, or a host that renders with a React it did not share) it renders an
 * empty `<div data-global-header-bridge>` in the host's tree and mounts `Root` into it with the
 * remote's own React 19, in a root of its own: props updates flow through, unmount releases it.
 *
 * It is a class component that extends no React: every React from 16.8 on renders a class whose
 * prototype has `isReactComponent`, so the bridge works even under a React the remote has no module of.
 */
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import type { ComponentClass, ComponentType } from 'react';
import { mountWhenLoaded, type Mounted, type MountFn } from './mounted';
import { LOG_PREFIX } from '../config/constants';
import { SUPPORTED_REACT_RANGE } from '../config/react-support';
import { chooseReactPath } from './react-path';
import { foreignHostElement, isRenderingWith, makesLegacyElements, type RenderedInstance } from './renderer';
import { warnPathOnce } from './warn-once';

/** Attribute on the bridge's element in the host's tree (e2e tests and host CSS can find it). */
const BRIDGE_ATTRIBUTE = 'data-global-header-bridge';

/** Decided once: the share scope gave this module its React before any host renders. */
const scopePath = chooseReactPath(React, ReactDOM);
/** React up to 18 makes `react.element` elements, 19 `react.transitional.element` ones. */
const scopeMakesLegacyElements = Number(String(React.version).split('.')[0]) < 19;

export interface BridgeOptions<TProps> {
  /** The expose's name in the console warning, e.g. `./Header`. */
  expose: string;
  /** The same root mounted with the remote's own React (src/expose/own-react.ts). */
  loadOwnMount: () => Promise<MountFn<TProps>>;
}

export function bridged<TProps extends object>(
  Root: ComponentType<TProps>,
  { expose, loadOwnMount }: BridgeOptions<TProps>,
): ComponentClass<TProps> {
  class Bridged implements RenderedInstance {
    static displayName = `Bridged(${Root.displayName ?? Root.name ?? 'Root'})`;

    /** Set by the rendering React: before each render (props) and at mount (updater). */
    props: TProps;
    state = null;
    updater?: RenderedInstance['updater'];

    private node: Element | null = null;
    private own: Mounted<TProps> | null = null;
    private throughBridge = false;

    constructor(props: TProps) {
      this.props = props;
    }

    private readonly setNode = (node: Element | null) => {
      this.node = node;
    };

    render() {
      // The renderer is the share scope's React only if it takes the same elements and it is the copy
      // rendering now (a host that did not share its React renders with another copy).
      const sameElements = !this.updater || makesLegacyElements(this) === scopeMakesLegacyElements;
      const renderedByScopeReact = sameElements && isRenderingWith(React);
      if (scopePath.kind === 'host-react' && renderedByScopeReact) return React.createElement(Root, this.props);
      this.throughBridge = true;
      const reason =
        scopePath.kind === 'own-react' ? scopePath.reason : 'the host renders it with a React it did not share';
      warnPathOnce(
        `${LOG_PREFIX} ${expose} renders through a bridge into a root of its own with the remote's own React 19, because ${reason}. ` +
          `Share react and react-dom (${SUPPORTED_REACT_RANGE}) as singletons to render it in your tree (docs/hosts.md, "Supported hosts").`,
      );
      const props = { [BRIDGE_ATTRIBUTE]: '' };
      return renderedByScopeReact
        ? React.createElement('div', { ...props, ref: this.setNode })
        : foreignHostElement(this, 'div', props, this.setNode);
    }

    componentDidMount() {
      if (this.throughBridge && this.node) {
        this.own = mountWhenLoaded(loadOwnMount, this.node, this.props, expose);
      }
    }

    componentDidUpdate() {
      this.own?.update(this.props);
    }

    componentWillUnmount() {
      this.own?.unmount();
      this.own = null;
    }
  }
  // What React checks to call `new Bridged(props)` and its lifecycle methods (React.Component sets it too).
  (Bridged.prototype as { isReactComponent?: object }).isReactComponent = {};
  return Bridged as unknown as ComponentClass<TProps>;
}
