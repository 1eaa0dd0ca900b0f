import type { InputHTMLAttributes, Ref } from 'react';
import styled from 'styled-components';
import { inputStyles } from './controlStyles';
import { LabelledControl, type LabelledControlProps } from './LabelledControl';

const Input = styled.input`
  ${inputStyles}
`;

interface FieldProps extends LabelledControlProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose error is tied to it for screen readers. */
export function Field({ id, label, error, errorAction, ...input }: FieldProps) {
  return (
    <LabelledControl id={id} label={label} error={error} errorAction={errorAction}>
      {(control) => <Input {...control} {...input} />}
    </LabelledControl>
  );
}
