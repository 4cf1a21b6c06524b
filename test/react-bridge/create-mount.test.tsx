/**
 * createMount with a lazily loaded root, as `./mount` builds mountLocationPicker and mountSearchBar: the
 * first mount loads the code, a failed load is reported and retried by the next mount, and once the code
 * is in, a mount renders in the same task (a host sees it right after the call).
 */
import { act, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLazyModule } from '../../src/lib/lazy-module';
import { createMount } from '../../src/react-bridge/create-mount';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function container() {
  const element = document.createElement('div');
  document.body.appendChild(element);
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('createMount(lazy root) for pages that are not React apps', () => {
  it('a lost chunk leaves the element empty with one message, and the next mount loads it again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let attempts = 0;
    const code = createLazyModule(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk lost');
      return Greeting;
    });
    const mountGreeting = createMount(code, {
      call: 'mountGreeting',
      loadOwnMount: () => Promise.reject(new Error('the own React is not needed here')),
    });

    const first = container();
    await act(async () => {
      mountGreeting(first, { name: 'Maya' });
    });
    await waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(first).toBeEmptyDOMElement();
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('[global-header] mountGreeting(): could not load'),
      expect.objectContaining({ message: 'chunk lost' }),
    );

    const second = container();
    await act(async () => {
      mountGreeting(second, { name: 'Ada' });
    });
    expect(await within(second).findByText('Hello Ada')).toBeInTheDocument();

    // Code and react-dom/client are in: this one renders in the task of the call.
    const third = container();
    act(() => {
      mountGreeting(third, { name: 'Bo' }).update({ name: 'Bea' });
    });
    expect(within(third).getByText('Hello Bea')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
