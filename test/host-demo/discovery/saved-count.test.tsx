import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DiscoveryApi } from '../../../host-demo/qa/discovery/discovery-api';
import {
  dispatchSavedCount,
  readSavedCountEvent,
  SAVED_COUNT_EVENT,
} from '../../../host-demo/qa/discovery/saved-count';
import { useSavedCount, withSavedCount } from '../../../host-demo/qa/discovery/use-saved-count';
import { ATTENDEE_USER } from '../../../examples/header-examples';

function fakeApi(count: number | Error): DiscoveryApi {
  return {
    searchEvents: vi.fn(),
    resolveArea: vi.fn(),
    setSaved: vi.fn(),
    getSavedCount: vi.fn(async () => {
      if (count instanceof Error) throw count;
      return count;
    }),
  };
}

describe('the Likes badge count (demo:saved-count)', () => {
  it('reads only well-formed counts from the event', () => {
    const read = (detail: unknown) => readSavedCountEvent(new CustomEvent(SAVED_COUNT_EVENT, { detail }));
    expect(read({ numSavedEvents: 3, personaId: 'attendee' })).toEqual({ numSavedEvents: 3, personaId: 'attendee' });
    expect(read({ numSavedEvents: 0 })).toEqual({ numSavedEvents: 0 });
    for (const bad of [null, 3, {}, { numSavedEvents: -1 }, { numSavedEvents: 1.5 }, { numSavedEvents: '3' }])
      expect(read(bad)).toBeNull();
  });

  it('loads the signed-in persona count from the API, then follows saves of that persona only', async () => {
    const api = fakeApi(12);
    const { result } = renderHook(() => useSavedCount('attendee', true, api));
    await waitFor(() => expect(result.current).toBe(12));
    expect(api.getSavedCount).toHaveBeenCalledWith('attendee', expect.any(AbortSignal));
    act(() => dispatchSavedCount(window, { numSavedEvents: 13, personaId: 'attendee' }));
    expect(result.current).toBe(13);
    act(() => dispatchSavedCount(window, { numSavedEvents: 99, personaId: 'staff' }));
    expect(result.current).toBe(13);
  });

  it('anonymous personas and API failures leave the fixture count alone (undefined)', async () => {
    const anonymous = fakeApi(5);
    const { result } = renderHook(() => useSavedCount('anonymous', false, anonymous));
    act(() => dispatchSavedCount(window, { numSavedEvents: 4 }));
    expect(result.current).toBeUndefined();
    expect(anonymous.getSavedCount).not.toHaveBeenCalled();
    const failing = fakeApi(new Error('down'));
    const second = renderHook(() => useSavedCount('attendee', true, failing));
    await waitFor(() => expect(failing.getSavedCount).toHaveBeenCalled());
    expect(second.result.current).toBeUndefined();
  });

  it('withSavedCount overrides numSavedEvents only when a count is known', () => {
    const props = { user: ATTENDEE_USER, mainContentId: 'main-content' };
    expect(withSavedCount(props, undefined)).toBe(props);
    expect(withSavedCount(props, 40)).toEqual({ ...props, user: { ...ATTENDEE_USER, numSavedEvents: 40 } });
    expect(ATTENDEE_USER.numSavedEvents).toBe(12);
  });
});
