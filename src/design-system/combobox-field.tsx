/**
 * The deferred fields' one field (the search bar's and the location picker's): a pill with an icon and
 * an input. Their first render draws `ComboboxField`, an input that already is the combobox (named,
 * collapsed, with a list popup) so nothing moves or changes name when the full part takes over; the full
 * parts draw the same `Field`, `FieldIcon` and `FieldInput` around downshift's input. What the visitor
 * did in the first-render input meanwhile reaches the full part as a `FieldHandOver`.
 */
import { useEffect, useId, type InputHTMLAttributes, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { isTypingTarget } from '../config/keyboard';
import { isDrawn } from './is-drawn';
import { FOCUS_RING_OFFSET_PX, FOCUS_RING_WIDTH_PX, getTheme, typographyCss } from './tokens';
import { VisuallyHidden } from './visually-hidden';

/** What the first-render input hands to the full part when it arrives, so nothing is lost. */
export interface FieldHandOver {
  /** The text typed so far; null when the visitor typed nothing (the field shows its own value). */
  text: string | null;
  /** The field had the focus: the full part takes it. */
  focused: boolean;
  /** The caret or selection in `text`, when known. */
  selectionStart: number | null;
  selectionEnd: number | null;
  /** Enter was pressed on the typed text: the full part acts on it as soon as it is in (product validation rules). */
  entered: boolean;
}

/** The pill; it draws the focus ring around the input and anything beside it (the search's chips). */
export const Field = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  flex: 1 1 auto;
  min-width: 0;
  min-height: 44px;
  padding-block: 0;
  padding-inline: 40px 12px;
  box-sizing: border-box;
  border: 1px solid ${({ theme }) => getTheme(theme).colors.border};
  border-radius: ${({ theme }) => getTheme(theme).radii.pill};
  background: ${({ theme }) => getTheme(theme).colors.background};

  &:focus-within {
    border-color: ${({ theme }) => getTheme(theme).colors.neutral[900]};
    outline: ${FOCUS_RING_WIDTH_PX}px solid ${({ theme }) => getTheme(theme).colors.focus};
    outline-offset: ${FOCUS_RING_OFFSET_PX}px;
  }
`;

export const FieldIcon = styled.span`
  position: absolute;
  inset-inline-start: 12px;
  display: inline-flex;
  color: ${({ theme }) => getTheme(theme).colors.textSecondary};
  pointer-events: none;
`;

export const FieldInput = styled.input`
  /* From zero, not from the input's default size: the chips beside it keep their room first, and shrink
     only once the typed text is down to a few characters. */
  flex: 1 1 0;
  min-width: 5ch;
  min-height: 42px;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font-family: inherit;
  ${typographyCss('body-md')}
  text-overflow: ellipsis;

  /* The field draws the focus ring. */
  &:focus {
    outline: none;
  }

  &::placeholder {
    color: ${({ theme }) => getTheme(theme).colors.textSecondary};
  }
`;

export interface ComboboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'placeholder'> {
  /** The combobox's name, also its placeholder. */
  label: string;
  icon: ReactNode;
  inputRef: RefObject<HTMLInputElement | null>;
  /**
   * The product validation rules shortcut: `/` focuses this field from anywhere but a field the visitor types in, where the
   * layout draws it (not the desktop bar in a phone's header).
   */
  slashFocuses?: boolean;
  /**
   * A hint of intent: the pointer comes over the field. Also called once the field is in the page (hydrated) when
   * the pointer already rests on it or the input already has the focus, as happens when the visitor reached the
   * server's field before the script arrived: no pointerenter or focus event would come for that.
   */
  onIntent?: () => void;
}

/** The first-render field: a plain input that already is the combobox. */
export function ComboboxField({
  label,
  icon,
  inputRef,
  slashFocuses,
  onIntent,
  onKeyDown,
  ...input
}: ComboboxFieldProps) {
  const id = `${useId()}-field`;
  useEffect(() => {
    const field = inputRef.current;
    if (onIntent && field && (field.parentElement!.matches(':hover') || field.ownerDocument.activeElement === field))
      onIntent();
  }, [inputRef, onIntent]);
  useEffect(() => {
    const doc = inputRef.current?.ownerDocument;
    if (!doc || !slashFocuses) return undefined;
    const onSlash = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTypingTarget(event.target) || !isDrawn(inputRef.current)) return;
      event.preventDefault();
      inputRef.current?.focus();
    };
    doc.addEventListener('keydown', onSlash);
    return () => doc.removeEventListener('keydown', onSlash);
  }, [slashFocuses, inputRef]);
  return (
    <>
      <VisuallyHidden as="label" htmlFor={id}>
        {label}
      </VisuallyHidden>
      <Field onPointerEnter={onIntent}>
        <FieldIcon>{icon}</FieldIcon>
        <FieldInput
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="list"
          autoComplete="off"
          placeholder={label}
          {...input}
          onKeyDown={(event) => {
            // The Enter that ends an IME composition confirms the text: it neither submits nor acts.
            if (event.key === 'Enter' && (event.nativeEvent.isComposing || event.keyCode === 229)) {
              event.preventDefault();
            } else {
              onKeyDown?.(event);
            }
          }}
        />
      </Field>
    </>
  );
}
