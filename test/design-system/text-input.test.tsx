import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextInput } from '../../src/design-system/text-input';
import { defaultMessages, formatMessage } from '../../src/i18n/messages';

describe('TextInput (spec 5 text inputs)', () => {
  it('associates the label with the input', () => {
    render(<TextInput label="City" />);
    expect(screen.getByRole('textbox', { name: 'City' })).toBeInTheDocument();
  });

  it('uncontrolled: keeps what is typed and reports it through onChange', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<TextInput label="City" defaultValue="Ber" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'City' });
    await user.type(input, 'lin');
    expect(input).toHaveValue('Berlin');
    expect(onChange).toHaveBeenLastCalledWith('Berlin');
  });

  it('controlled: shows the value it is given and follows the owner', async () => {
    const user = userEvent.setup();
    function Owner() {
      const [value, setValue] = useState('abc');
      return (
        <>
          <TextInput label="Name" value={value} onChange={(next) => setValue(next.toUpperCase())} />
          <output aria-label="mirror">{value}</output>
        </>
      );
    }
    render(<Owner />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    await user.type(input, 'd');
    expect(input).toHaveValue('ABCD');
    expect(screen.getByRole('status', { name: 'mirror' })).toHaveTextContent('ABCD');
  });

  it('controlled without an onChange update: the displayed value does not change', async () => {
    const user = userEvent.setup();
    render(<TextInput label="Fixed" value="same" onChange={() => undefined} />);
    const input = screen.getByRole('textbox', { name: 'Fixed' });
    await user.type(input, 'x');
    expect(input).toHaveValue('same');
  });

  it('sanitises pasted text: control characters stripped, space separators become spaces (spec 5)', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<TextInput label="Query" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Query' });
    await user.click(input);
    await user.paste('jazz\u0000\u3000night\u00a0out\u0007');
    expect(input).toHaveValue('jazz night out');
    expect(onChange).toHaveBeenLastCalledWith('jazz night out');
  });

  it('sanitises the initial value too', () => {
    render(<TextInput label="Query" defaultValue={'a\u0000b\u2028c'} />);
    expect(screen.getByRole('textbox', { name: 'Query' })).toHaveValue('ab c');
  });

  it('does not rewrite the value during IME composition and sanitises on compositionend', () => {
    const onChange = vi.fn();
    render(<TextInput label="Name" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    fireEvent.compositionStart(input);
    // The IME shows its candidate with an ideographic space; it must stay as typed mid-composition.
    fireEvent.change(input, { target: { value: 'とうきょう\u3000' } });
    expect(input).toHaveValue('とうきょう\u3000');
    fireEvent.change(input, { target: { value: '東京\u3000' } });
    expect(input).toHaveValue('東京\u3000');
    fireEvent.compositionEnd(input, { data: '東京\u3000' });
    expect(input).toHaveValue('東京 ');
    expect(onChange).toHaveBeenLastCalledWith('東京 ');
  });

  it('type="number" renders as a numeric tel input (spec 5)', () => {
    render(<TextInput label="Quantity" type="number" />);
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('type="number" accepts digit keys only (spec 5)', async () => {
    const user = userEvent.setup();
    render(<TextInput label="Quantity" type="number" />);
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await user.type(input, '1a2-3.e 4');
    expect(input).toHaveValue('1234');
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('123');
  });

  it('type="number" reduces pasted text to its digits (spec 5)', async () => {
    const user = userEvent.setup();
    render(<TextInput label="Quantity" type="number" />);
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await user.click(input);
    await user.paste('+1 (555) 010-99');
    expect(input).toHaveValue('155501099');
  });

  it('maxLength truncates the initial value (spec 5)', () => {
    render(<TextInput label="Code" defaultValue="abcdefgh" maxLength={5} />);
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('abcde');
  });

  it('maxLength truncates a controlled initial value too (spec 5)', () => {
    render(<TextInput label="Code" value="abcdefgh" maxLength={3} onChange={() => undefined} />);
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('abc');
  });

  it('shows a length/max counter and describes the input with it (spec 5)', async () => {
    const user = userEvent.setup();
    render(<TextInput label="Title" defaultValue="ab" maxLength={10} showCounter />);
    const input = screen.getByRole('textbox', { name: 'Title' });
    const expected = formatMessage(defaultMessages.characterCount, { length: 2, max: 10 });
    expect(input).toHaveAccessibleDescription(expected);
    await user.type(input, 'c');
    expect(screen.getByText(formatMessage(defaultMessages.characterCount, { length: 3, max: 10 }))).toBeVisible();
  });

  it('required shows an asterisk hidden from screen readers and a hidden "(required)" (spec 5)', () => {
    render(<TextInput label="Email" required />);
    const input = screen.getByRole('textbox', { name: `Email ${defaultMessages.required}` });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('links hint and error with aria-describedby and marks the input invalid', () => {
    render(<TextInput label="Email" hint="We never share it" error="Enter an email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter an email We never share it');
  });

  it('is not invalid without an error', () => {
    render(<TextInput label="Email" hint="We never share it" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('We never share it');
  });
});
