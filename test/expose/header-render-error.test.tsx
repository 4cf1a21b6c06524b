import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeaderRoot } from '../../src/expose/header';
import { ANONYMOUS_USER, makeEnvironment, SERVER_URL } from '../../examples/header-examples';

describe('a render error inside the Header ends in a visible header', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the static header: banner, home link and the core links, and says why once', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The header reads the viewport width while rendering (src/context/viewport.ts): make that throw.
    vi.spyOn(window, 'innerWidth', 'get').mockImplementation(() => {
      throw new Error('planted render error');
    });
    render(
      <div>
        <p>host content</p>
        <HeaderRoot environment={makeEnvironment()} user={ANONYMOUS_USER} />
      </div>,
    );
    expect(screen.getByText('host content')).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    const nav = within(banner).getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Find Events' })).toHaveAttribute(
      'href',
      expect.stringContaining(SERVER_URL),
    );
    expect(within(nav).getByRole('link', { name: 'Help Center' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    const reports = error.mock.calls.filter((call) => String(call[0]).includes('[global-header] the header failed'));
    expect(reports).toHaveLength(1);
  });
});
