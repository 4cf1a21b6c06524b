import { Component, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the children once they threw. */
  fallback: ReactNode;
  onError: (error: unknown) => void;
  children: ReactNode;
}

/** A remote that throws while rendering must not take the host page down. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
