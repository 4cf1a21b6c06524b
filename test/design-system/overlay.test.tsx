import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Overlay } from '../../src/design-system/overlay';
import { VisuallyHidden } from '../../src/design-system/visually-hidden';

describe('Overlay (product routes: search dimming overlay)', () => {
  it('is a decorative backdrop hidden from assistive technology that reports clicks', async () => {
    const onClick = vi.fn();
    const { container } = render(<Overlay onClick={onClick} />);
    const backdrop = container.firstElementChild as HTMLElement;
    expect(backdrop).toHaveAttribute('aria-hidden', 'true');
    await userEvent.setup().click(backdrop);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
  it('renders nothing when not visible', () => {
    const { container } = render(<Overlay isVisible={false} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
