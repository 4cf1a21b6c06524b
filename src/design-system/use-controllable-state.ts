/**
 * One state that is controlled (`value` given) or uncontrolled (`defaultValue`), reporting changes via
 * `onChange` either way (Radix `useControllableState`).
 */
import { useCallback, useState } from 'react';
import { useLatestRef } from './use-latest-ref';

export interface UseControllableStateOptions<T> {
  /** Controlled value; when defined the component mirrors it. */
  value?: T;
  /** Initial value when uncontrolled. */
  defaultValue: T;
  /** Called with each new value (not called when the value does not change). */
  onChange?: (value: T) => void;
}

export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: UseControllableStateOptions<T>): [T, (next: T) => void] {
  const [internal, setInternal] = useState<T>(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : internal;
  const currentRef = useLatestRef(current);
  const onChangeRef = useLatestRef(onChange);

  const setValue = useCallback(
    (next: T) => {
      if (Object.is(next, currentRef.current)) return;
      currentRef.current = next;
      if (!isControlled) setInternal(next);
      onChangeRef.current?.(next);
    },
    [isControlled, currentRef, onChangeRef],
  );
  return [current, setValue];
}
