/**
 * A ref that always holds the latest value (callbacks from props), updated after render so event
 * handlers and effects read the current one without re-subscribing.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';

export function useLatestRef<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
