import type { ClipboardEvent, InputHTMLAttributes, Ref } from 'react';
import styled from 'styled-components';
import { inputStyles } from '../../components/controlStyles';
import { CODE_LENGTH, codeDigits } from '../../lib/code';

const Input = styled.input`
  ${inputStyles}
  font-size: 1.5rem;
  letter-spacing: 0.4em;
  /* Letter spacing trails the last digit too; matching it on the left keeps the code centred. */
  padding-left: calc(0.75rem + 0.4em);
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

type CodeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  value: string;
  onChange: (digits: string) => void;
  ref?: Ref<HTMLInputElement>;
};

/** The one-time-code box: one input, digits only, that phones can fill from the message. */
export function CodeInput({ value, onChange, ...rest }: CodeInputProps) {
  // maxLength would cut a pasted '123 456' to '123 45' before we strip the space, so pastes
  // are cleaned here and inserted where the selection is.
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    onChange(codeDigits(input.value.slice(0, start) + event.clipboardData.getData('text') + input.value.slice(end)));
  };
  return (
    <Input
      {...rest}
      type="text"
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={CODE_LENGTH}
      spellCheck={false}
      value={value}
      onChange={(event) => {
        onChange(codeDigits(event.target.value));
      }}
      onPaste={onPaste}
    />
  );
}
