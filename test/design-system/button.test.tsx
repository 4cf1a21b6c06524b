import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../src/design-system/button';
import { defaultMessages } from '../../src/i18n/english';

describe('Button (product states, product limits)', () => {
  it('is a plain type="button" secondary/medium button by default and clicks', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-state', 'idle');
    expect(button).toBeEnabled();
    await userEvent.setup().click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each(['primary', 'secondary', 'ghost'] as const)('renders the %s variant (product limits)', (variant) => {
    render(<Button variant={variant}>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toBeEnabled();
  });

  it.each([
    ['loading', defaultMessages.loading],
    ['successful', defaultMessages.buttonSuccessful],
    ['not-successful', defaultMessages.buttonNotSuccessful],
  ] as const)('the %s state disables the button and announces "%s" (product states)', async (state, text) => {
    const onClick = vi.fn();
    render(
      <Button state={state} onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(text);
    await userEvent.setup().click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('only the loading state is busy (product states)', () => {
    const { rerender } = render(<Button state="loading">Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    rerender(<Button state="successful">Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy');
  });

  it('the idle state announces nothing', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('renders as a link with href and a safe rel for new tabs', () => {
    render(
      <Button href="https://www.example.com/create/" target="_blank" variant="primary">
        Create
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Create' });
    expect(link).toHaveAttribute('href', 'https://www.example.com/create/');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('a link in a non-idle state loses its href and ignores clicks (product states)', async () => {
    const onClick = vi.fn();
    render(
      <Button href="/create/" state="loading" onClick={onClick}>
        Create
      </Button>,
    );
    // Without href an <a> has no link role; find it by its text.
    const link = screen.getByText('Create').closest('a')!;
    expect(link).not.toHaveAttribute('href');
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.setup().click(link);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('Button sizes and default variant (product limits: design system)', () => {
  const look = (name: string) => {
    const style = getComputedStyle(screen.getByRole('button', { name }));
    return { minHeight: style.minHeight, background: style.backgroundColor, border: style.borderColor };
  };

  it('renders the small, medium and large sizes at 32, 40 and 48 px, medium by default', () => {
    render(
      <>
        <Button size="small">S</Button>
        <Button size="medium">M</Button>
        <Button size="large">L</Button>
        <Button>Default</Button>
      </>,
    );
    expect(['S', 'M', 'L', 'Default'].map((name) => look(name).minHeight)).toEqual(['32px', '40px', '48px', '40px']);
  });

  it('is the secondary variant when none is given, not the primary or the ghost one', () => {
    render(
      <>
        <Button variant="primary">Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="ghost">Ghost</Button>
        <Button>Default</Button>
      </>,
    );
    expect(look('Default')).toEqual(look('Secondary'));
    expect(look('Default')).not.toEqual(look('Primary'));
    expect(look('Default')).not.toEqual(look('Ghost'));
  });
});
