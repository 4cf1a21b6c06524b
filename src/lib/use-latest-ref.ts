/**
 * A ref that always holds the latest value (callbacks from props), updated after render so event
 * handlers and effects read the current one without re-subscribing.
 */
import { useRef, type RefObject } from 'react';
import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect';

export function useLatestRef<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
