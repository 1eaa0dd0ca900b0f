import type { TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { theme } from '../styles/theme';
import { FieldError, FieldLabel, FieldWrapper, inputStyles } from './Field';

const TextArea = styled.textarea`
  ${inputStyles}
  resize: vertical;
  &[aria-invalid='true'] { border-color: ${theme.colors.danger}; }
`;

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: string;
  error?: string | null;
}

/** Field's multi-line sibling: a labelled textarea whose error is tied to it. */
export function TextAreaField({ id, label, error, ...textarea }: TextAreaFieldProps) {
  const errorId = `${id}-error`;
  return (
    <FieldWrapper>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <TextArea id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...textarea} />
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </FieldWrapper>
  );
}
