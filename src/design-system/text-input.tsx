/**
 * TextInput (spec 5 "Text inputs"): a labelled single-line input that
 * - sanitises typed, pasted and dropped text with `sanitizeSingleLineText` (control characters removed,
 *   separators normalised) - but never while an IME composition is running (Japanese, Chinese, Korean
 *   input): the raw text goes through untouched and is sanitised once on compositionend;
 * - renders `type="number"` as `type="tel"` + `inputMode="numeric"` and accepts digit keys only
 *   (non-digit keys are rejected on keydown, pasted text is reduced to its digits);
 * - truncates the initial value to `maxLength` and can show a `length/max` counter;
 * - marks required fields with an aria-hidden asterisk plus visually hidden "(required)";
 * - links `hint` and `error` through aria-describedby, with aria-invalid on error;
 * - is "active" while focused and inactive on blur (spec 4).
 * Controlled (`value` + `onChange`) or uncontrolled (`defaultValue`) via `useControllableState`.
 */
import {
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type CompositionEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { formatMessage } from '../i18n/messages';
import { useDesignSystemMessages } from './provider';
import { sanitizeDigits, sanitizeSingleLineText, truncateText } from './sanitize-text';
import { Asterisk, Counter, ErrorText, Field, Footer, Hint, Input, Label } from './text-input.styles';
import { useControllableState } from './use-controllable-state';
import { VisuallyHidden } from './visually-hidden';

export type TextInputType = 'text' | 'number' | 'email' | 'search' | 'password' | 'url' | 'tel';

export interface TextInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'size'
> {
  /** Visible label, always associated with the input. */
  label: ReactNode;
  /** Controlled value. */
  value?: string;
  /** Initial value when uncontrolled (sanitised and cut to maxLength). */
  defaultValue?: string;
  /** Called with the sanitised value. */
  onChange?: (value: string) => void;
  /** `number` renders as a digits-only `tel` input (spec 5). Default `text`. */
  type?: TextInputType;
  /** Maximum length; also cuts the initial value (spec 5). */
  maxLength?: number;
  /** Show a `length/max` counter (needs maxLength) (spec 5). */
  showCounter?: boolean;
  /** Required: asterisk + hidden "(required)" (spec 5). */
  required?: boolean;
  /** Help text under the input. */
  hint?: ReactNode;
  /** Error text; also sets aria-invalid. */
  error?: ReactNode;
  /** Ref to the input element. */
  inputRef?: Ref<HTMLInputElement>;
}

export function TextInput({
  label,
  value,
  defaultValue = '',
  onChange,
  type = 'text',
  maxLength,
  showCounter = false,
  required = false,
  hint,
  error,
  id,
  inputRef,
  onFocus,
  onBlur,
  onKeyDown,
  onCompositionStart,
  onCompositionEnd,
  'aria-describedby': describedByProp,
  ...rest
}: TextInputProps) {
  const messages = useDesignSystemMessages();
  const isNumber = type === 'number';
  const clean = (text: string) => {
    const sanitized = sanitizeSingleLineText(text);
    return truncateText(isNumber ? sanitizeDigits(sanitized) : sanitized, maxLength);
  };

  const [initial] = useState(() => clean(defaultValue));
  const [current, setValue] = useControllableState<string>({
    // A controlled value is shown as given, only cut to maxLength (spec 5).
    value: value === undefined ? undefined : truncateText(value, maxLength),
    defaultValue: initial,
    onChange,
  });
  const [active, setActive] = useState(false);
  const composingRef = useRef(false);

  const reactId = useId().replace(/:/g, '');
  const inputId = id ?? `${reactId}-input`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const counterId = showCounter && maxLength !== undefined ? `${inputId}-counter` : undefined;
  const describedBy = [describedByProp, errorId, hintId, counterId].filter(Boolean).join(' ') || undefined;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    // Never rewrite the value mid-composition: the IME owns it until compositionend.
    if (composingRef.current || (event.nativeEvent as InputEvent).isComposing) {
      setValue(raw);
      return;
    }
    setValue(clean(raw));
  };

  const handleCompositionEnd = (event: CompositionEvent<HTMLInputElement>) => {
    composingRef.current = false;
    setValue(clean(event.currentTarget.value));
    onCompositionEnd?.(event);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (!isNumber || event.defaultPrevented) return;
    if (composingRef.current || event.nativeEvent.isComposing) return;
    // Printable keys only (length 1); shortcuts such as Ctrl+V and keys like Backspace pass through.
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey && !/^[0-9]$/.test(event.key)) {
      event.preventDefault();
    }
  };

  return (
    <Field>
      <Label htmlFor={inputId}>
        {label}
        {required ? (
          <>
            {' '}
            <Asterisk aria-hidden="true">*</Asterisk>
            <VisuallyHidden>{messages.required}</VisuallyHidden>
          </>
        ) : null}
      </Label>
      <Input
        {...rest}
        ref={inputRef}
        id={inputId}
        type={isNumber ? 'tel' : type}
        inputMode={isNumber ? 'numeric' : rest.inputMode}
        value={current}
        maxLength={maxLength}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        $active={active}
        $invalid={Boolean(error)}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        onCompositionStart={(event) => {
          composingRef.current = true;
          onCompositionStart?.(event);
        }}
        onCompositionEnd={handleCompositionEnd}
        onFocus={(event) => {
          setActive(true);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          setActive(false);
          onBlur?.(event);
        }}
      />
      {error || hint || counterId ? (
        <Footer>
          <span>
            {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
            {hint ? <Hint id={hintId}>{hint}</Hint> : null}
          </span>
          {counterId ? (
            <Counter id={counterId}>
              {formatMessage(messages.characterCount, { length: current.length, max: maxLength ?? 0 })}
            </Counter>
          ) : null}
        </Footer>
      ) : null}
    </Field>
  );
}
