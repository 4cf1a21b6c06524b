import type { ComponentProps } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import SearchBar from '../../src/expose/search-bar';
import { mountSearchBar } from '../../src/expose/mount';
import { makeEnvironment } from '../../examples/header-examples';
import { settleReports } from '../support/settle-reports';

function container() {
  const element = document.createElement('div');
  document.body.appendChild(element);
  return element;
}

describe('globalHeader/SearchBar', () => {
  it('renders the search form and the combobox "Search events", in the host\'s words', () => {
    render(<SearchBar environment={makeEnvironment()} messages={{ searchEvents: 'Find something' }} />);
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Find something' })).toBeInTheDocument();
  });

  it('reports unusable props once, by name, and still renders', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const props = { environment: makeEnvironment(), onSearch: 'not a function' } as unknown as ComponentProps<
      typeof SearchBar
    >;
    const { rerender } = render(<SearchBar {...props} />);
    expect(screen.getByRole('combobox', { name: 'Search events' })).toBeInTheDocument();
    await settleReports();
    expect(error.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringContaining('[global-header] onSearch: expected a function'),
    ]);
    rerender(<SearchBar {...props} />);
    await settleReports();
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('shows the LocationPicker beside it when asked', () => {
    render(<SearchBar environment={makeEnvironment()} withLocationPicker />);
    expect(screen.getByRole('combobox', { name: 'Choose a location' })).toBeInTheDocument();
  });
});

describe('mountSearchBar(element, props) for hosts that are not React', () => {
  it('mounts, updates and unmounts with the same handle as mount()', async () => {
    const element = container();
    let bar!: ReturnType<typeof mountSearchBar>;
    await act(async () => {
      bar = mountSearchBar(element, { environment: makeEnvironment() });
    });
    expect(await within(element).findByRole('combobox', { name: 'Search events' })).toBeInTheDocument();
    await act(async () => bar.update({ environment: makeEnvironment(), messages: { searchEvents: 'Look for' } }));
    expect(within(element).getByRole('combobox', { name: 'Look for' })).toBeInTheDocument();
    await act(async () => bar.unmount());
    expect(element).toBeEmptyDOMElement();
    element.remove();
  });

  it('says clearly what is wrong when the element is missing', () => {
    expect(() => mountSearchBar(undefined as unknown as Element)).toThrow(
      '[global-header] mountSearchBar(element, props): element must be a DOM element.',
    );
  });
});
