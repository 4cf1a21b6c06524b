/**
 * The product limits: a place picked while the search overlay is open closes it at 660 px and up; on a phone it
 * stays open for the search. The rule lives once, in useCloseOverlayOnPick (the full bar and the
 * takeover both use it), and follows the page's picks, whichever picker made them. A location that
 * loads on its own is not a pick.
 */
import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_OVERLAY_CLOSE_MIN_WIDTH } from '../../src/config/constants';
import { createLocationStore, LocationProvider, type LocationStore } from '../../src/location';
import { useCloseOverlayOnPick } from '../../src/search/use-close-on-pick';
import { PLACES, toPlace } from '../../examples/location/fake-geo-server';

function Overlay({ isOpen, close }: { isOpen: boolean; close: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useCloseOverlayOnPick(isOpen, close, ref);
  return <div ref={ref} />;
}

function renderOverlay(isOpen: boolean, width: number) {
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(width);
  const store: LocationStore = createLocationStore({ location: toPlace(PLACES.newYork) });
  const close = vi.fn();
  render(
    <LocationProvider store={store}>
      <Overlay isOpen={isOpen} close={close} />
    </LocationProvider>,
  );
  return { store, close };
}

describe('useCloseOverlayOnPick (product limits)', () => {
  afterEach(() => vi.restoreAllMocks());

  it(`closes the open overlay when a place is picked at ${SEARCH_OVERLAY_CLOSE_MIN_WIDTH} px and up`, () => {
    const { store, close } = renderOverlay(true, SEARCH_OVERLAY_CLOSE_MIN_WIDTH);
    act(() => store.setLocation(toPlace(PLACES.london), 'pick'));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('keeps it open below that width: on a phone the visitor picked a place to search in it', () => {
    const { store, close } = renderOverlay(true, SEARCH_OVERLAY_CLOSE_MIN_WIDTH - 1);
    act(() => store.setLocation(toPlace(PLACES.london), 'pick'));
    expect(close).not.toHaveBeenCalled();
  });

  it('does nothing for a closed overlay, nor when the location did not change', () => {
    const closed = renderOverlay(false, 1280);
    act(() => closed.store.setLocation(toPlace(PLACES.london), 'pick'));
    expect(closed.close).not.toHaveBeenCalled();
    const open = renderOverlay(true, 1280);
    expect(open.close).not.toHaveBeenCalled();
  });

  it('a location that loads on its own (cookie, the server guess, the online fallback, a host value) never closes it, at any width', () => {
    for (const width of [SEARCH_OVERLAY_CLOSE_MIN_WIDTH - 1, SEARCH_OVERLAY_CLOSE_MIN_WIDTH, 1280]) {
      const { store, close } = renderOverlay(true, width);
      act(() => store.waitForLocation());
      act(() => store.setLocation(toPlace(PLACES.london), 'load'));
      expect(close).not.toHaveBeenCalled();
    }
  });

  it('"Use my current location" once it resolves is a pick', () => {
    const { store, close } = renderOverlay(true, 1280);
    act(() => store.getCurrentLocation());
    act(() => store.setUserLocation(toPlace(PLACES.london)));
    expect(close).toHaveBeenCalledTimes(1);
  });
});
