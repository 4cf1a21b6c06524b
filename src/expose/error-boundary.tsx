import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LOG_PREFIX } from '../config/constants';

interface Props {
  children: ReactNode;
  /** Rendered instead of the children after an error. */
  fallback?: ReactNode;
}

/**
 * The header never throws into the host: a render error is logged once and the header renders
 * its fallback (the Header: a static header with the core links, src/header/static-header.tsx;
 * nothing by default), leaving the host page working.
 */
export class HeaderErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // eslint-disable-next-line no-console -- the host team must see why the header disappeared
    console.error(
      `${LOG_PREFIX} the header failed to render and was replaced by its fallback:`,
      error,
      info.componentStack,
    );
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
