/**
 * useOverlayHash: the search's open state mirrors `#search` (product routes and states), for the
 * desktop overlay and the takeover alike. The edges of docs/search.md "Overlay states" that the hash
 * drives: a page loaded with the hash, Back, Forward, a reload, and closing from the page, which never
 * adds a history entry.
 */
import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_OVERLAY_HASH, useOverlayHash } from '../../src/search/use-overlay-hash';
import { fakeHistory, type FakeHistory } from '../../examples/search/fake-history';

interface Harness {
  history: FakeHistory;
  opened: ReturnType<typeof vi.fn>;
  closed: ReturnType<typeof vi.fn>;
  overlay: { current: ReturnType<typeof useOverlayHash> | null };
}

function renderOverlay({
  history = fakeHistory(),
  shown = true,
  enabled = true,
  strict = false,
}: { history?: FakeHistory; shown?: boolean; enabled?: boolean; strict?: boolean } = {}): Harness {
  const getHistory = () => history;
  const opened = vi.fn();
  const closed = vi.fn();
  const overlay: Harness['overlay'] = { current: null };
  function Overlay() {
    const hash = useOverlayHash({
      getHistory,
      enabled,
      isShown: () => shown,
      onOpenedByHistory: opened,
      onClosedByHistory: closed,
    });
    overlay.current = hash;
    return <p>{hash.isOpen ? 'open' : 'closed'}</p>;
  }
  render(strict ? <StrictMode>{<Overlay />}</StrictMode> : <Overlay />);
  return { history, opened, closed, overlay };
}

const shownState = () => screen.getByText(/^(open|closed)$/).textContent;

describe('useOverlayHash (product states: the overlay mirrors the URL hash)', () => {
  afterEach(() => vi.useRealTimers());

  it('opening from the page adds one marked #search entry; closing goes back over it (no entry added)', () => {
    const { history, overlay } = renderOverlay();
    act(() => overlay.current!.open());
    expect(shownState()).toBe('open');
    expect(history.entries).toEqual([
      { hash: '', own: false },
      { hash: SEARCH_OVERLAY_HASH, own: true },
    ]);
    act(() => overlay.current!.close());
    expect(shownState()).toBe('closed');
    expect(history.getHash()).toBe('');
    expect(history.entries).toHaveLength(2);
  });

  it('a page loaded with #search (a pasted link) opens once mounted, with the entry without the hash below it, so Back closes in one press', () => {
    const { history, opened, closed } = renderOverlay({ history: fakeHistory(SEARCH_OVERLAY_HASH), strict: true });
    expect(shownState()).toBe('open');
    expect(opened).toHaveBeenCalled();
    // StrictMode's second effect run adds nothing.
    expect(history.entries).toEqual([
      { hash: '', own: false },
      { hash: SEARCH_OVERLAY_HASH, own: true },
    ]);
    act(() => history.back());
    expect(shownState()).toBe('closed');
    expect(closed).toHaveBeenCalledTimes(1);
    expect(history.getHash()).toBe('');
  });

  it('Forward to #search reopens it; Back closes it again', () => {
    const { history, overlay, opened } = renderOverlay();
    act(() => overlay.current!.open());
    act(() => history.back());
    expect(shownState()).toBe('closed');
    act(() => history.forward());
    expect(shownState()).toBe('open');
    expect(opened).toHaveBeenCalledTimes(1);
    expect(history.entries).toHaveLength(2);
    act(() => history.back());
    expect(shownState()).toBe('closed');
  });

  it('a reload on the marked #search entry opens it without adding an entry', () => {
    const history = fakeHistory();
    history.pushHash(SEARCH_OVERLAY_HASH);
    renderOverlay({ history });
    expect(shownState()).toBe('open');
    expect(history.entries).toHaveLength(2);
  });

  it('the layout the visitor does not see ignores the hash (both header layouts are in the markup)', () => {
    const { history, opened } = renderOverlay({ history: fakeHistory(SEARCH_OVERLAY_HASH), shown: false });
    expect(shownState()).toBe('closed');
    expect(opened).not.toHaveBeenCalled();
    expect(history.entries).toEqual([{ hash: SEARCH_OVERLAY_HASH, own: false }]);
  });

  it('disabled (the bar inside the takeover), it neither follows nor sets the hash', () => {
    const { history, overlay } = renderOverlay({ history: fakeHistory(SEARCH_OVERLAY_HASH), enabled: false });
    expect(shownState()).toBe('closed');
    act(() => overlay.current!.open());
    expect(shownState()).toBe('closed');
    expect(history.entries).toEqual([{ hash: SEARCH_OVERLAY_HASH, own: false }]);
  });

  it('closing over an entry it did not add (a host link to #search) removes the hash in place', () => {
    const history = fakeHistory();
    const { overlay } = renderOverlay({ history });
    // The host's own fragment link: an unmarked entry, then the hash change is announced.
    history.entries.push({ hash: SEARCH_OVERLAY_HASH, own: false });
    act(() => history.forward());
    expect(shownState()).toBe('open');
    act(() => overlay.current!.close());
    expect(history.getHash()).toBe('');
    expect(shownState()).toBe('closed');
  });

  it('close(then) runs `then` once the page is back on the entry without the hash, and only once', () => {
    const { history, overlay } = renderOverlay();
    act(() => overlay.current!.open());
    const then = vi.fn();
    // The browser answers Back later: the fake's back() is synchronous, so hold it.
    const back = vi.spyOn(history, 'back').mockImplementation(() => undefined);
    act(() => overlay.current!.close(then));
    expect(then).not.toHaveBeenCalled();
    back.mockRestore();
    act(() => history.back());
    expect(then).toHaveBeenCalledTimes(1);
  });
});
