import type { Ref, TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { inputStyles } from './controlStyles';
import { LabelledControl, type LabelledControlProps } from './LabelledControl';

const TextArea = styled.textarea`
  ${inputStyles}
  resize: vertical;
`;

type TextAreaFieldProps = LabelledControlProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { ref?: Ref<HTMLTextAreaElement> };

/** Field's multi-line sibling. */
export function TextAreaField({ id, label, error, errorAction, ...textarea }: TextAreaFieldProps) {
  return (
    <LabelledControl id={id} label={label} error={error} errorAction={errorAction}>
      {(control) => <TextArea {...control} {...textarea} />}
    </LabelledControl>
  );
}
