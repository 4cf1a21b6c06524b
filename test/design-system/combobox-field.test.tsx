/**
 * ComboboxField, the deferred fields' first-render input (the search bar's and the location picker's):
 * already the named, collapsed combobox; the Enter that ends an IME composition never submits or acts;
 * `/` focuses the field that asks for it (product validation rules).
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ComboboxField } from '../../src/design-system/combobox-field';
import { DesignSystemProvider } from '../../src/design-system/provider';

function Form({
  onSubmit,
  onKeyDown,
  onIntent,
  slashFocuses,
}: {
  onSubmit?: () => void;
  onKeyDown?: () => void;
  onIntent?: () => void;
  slashFocuses?: boolean;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <DesignSystemProvider>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit?.();
        }}
      >
        <ComboboxField
          label="Search events"
          icon={null}
          inputRef={inputRef}
          onKeyDown={onKeyDown}
          onIntent={onIntent}
          {...(slashFocuses ? { slashFocuses } : {})}
        />
      </form>
      <input aria-label="Elsewhere" />
      <button type="button">Page</button>
    </DesignSystemProvider>
  );
}

const field = () => screen.getByRole('combobox', { name: 'Search events' });

describe('ComboboxField', () => {
  it('is the collapsed combobox "Search events" with a list popup, its name as placeholder', () => {
    render(<Form />);
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).toHaveAttribute('aria-autocomplete', 'list');
    expect(field()).toHaveAttribute('placeholder', 'Search events');
  });

  it('the Enter that ends an IME composition neither submits nor reaches the owner; a plain Enter does both', async () => {
    const onSubmit = vi.fn();
    const onKeyDown = vi.fn();
    const user = userEvent.setup();
    render(<Form onSubmit={onSubmit} onKeyDown={onKeyDown} />);
    await user.click(field());
    // Its default action (the form's submission, in a browser) is prevented: fireEvent returns false then.
    expect(fireEvent.keyDown(field(), { key: 'Enter', isComposing: true })).toBe(false);
    expect(fireEvent.keyDown(field(), { key: 'Enter', keyCode: 229 })).toBe(false);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onKeyDown).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onKeyDown).toHaveBeenCalledTimes(1);
  });

  it('with slashFocuses, / focuses it from the page but not while typing in another field (product validation rules)', async () => {
    const user = userEvent.setup();
    render(<Form slashFocuses />);
    await user.click(screen.getByRole('textbox', { name: 'Elsewhere' }));
    await user.keyboard('/');
    expect(screen.getByRole('textbox', { name: 'Elsewhere' })).toHaveValue('/');
    await user.click(screen.getByRole('button', { name: 'Page' }));
    await user.keyboard('/');
    expect(field()).toHaveFocus();
    expect(field()).toHaveValue('');
  });

  it('without slashFocuses, / leaves the focus where it is', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Page' }));
    await user.keyboard('/');
    expect(screen.getByRole('button', { name: 'Page' })).toHaveFocus();
  });

  it('the pointer coming over the field is a hint of intent; merely rendering the field is not', () => {
    const onIntent = vi.fn();
    render(<Form onIntent={onIntent} />);
    expect(onIntent).not.toHaveBeenCalled();
    fireEvent.pointerEnter(field());
    expect(onIntent).toHaveBeenCalledTimes(1);
  });

  it("a visitor already in the server's field when the script arrives (no focus event comes) is intent once hydrated", async () => {
    const onIntent = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form onIntent={onIntent} />);
    document.body.append(container);
    try {
      const serverField = container.querySelector<HTMLInputElement>('[role="combobox"]')!;
      serverField.focus();
      const root = await act(async () => hydrateRoot(container, <Form onIntent={onIntent} />));
      // React adopted the server's input, which kept the focus; the visitor's intent was not lost.
      expect(field()).toBe(serverField);
      expect(field()).toHaveFocus();
      expect(onIntent).toHaveBeenCalledTimes(1);
      act(() => root.unmount());
    } finally {
      container.remove();
    }
  });
});
