import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mount } from '../../src/expose/mount';
import { getExample } from '../../examples/header-examples';

describe('mount(element, props) for hosts that are not React', () => {
  it('renders the header, updates it with new props and unmounts cleanly', async () => {
    const element = document.createElement('div');
    document.body.appendChild(element);
    let mounted!: ReturnType<typeof mount>;
    await act(async () => {
      mounted = mount(element, getExample('Anonymous').props);
    });
    // The first mount renders once react-dom/client is in (a microtask or a module load later).
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();

    await act(async () => mounted.update(getExample('Attendee').props));
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Account menu for Maya/ })).toBeInTheDocument();

    await act(async () => mounted.unmount());
    expect(element).toBeEmptyDOMElement();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    mounted.update(getExample('Anonymous').props);
    mounted.unmount();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('after unmount'));
    element.remove();
  });

  it('says clearly what is wrong when the element is missing', () => {
    expect(() => mount(null as unknown as Element, {})).toThrow(/element must be a DOM element/);
  });
});

describe('the exposed Header never throws into the host', () => {
  it('a failing part is caught, logged and removed while the host keeps rendering', async () => {
    const { HeaderErrorBoundary } = await import('../../src/expose/error-boundary');
    const { render } = await import('@testing-library/react');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Boom = () => {
      throw new Error('boom');
    };
    render(
      <div>
        <p>host content</p>
        <HeaderErrorBoundary>
          <Boom />
        </HeaderErrorBoundary>
      </div>,
    );
    expect(screen.getByText('host content')).toBeInTheDocument();
    expect(error.mock.calls.some((c) => String(c[0]).includes('[global-header]'))).toBe(true);
  });
});
