import type { TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { inputStyles } from './Field';

const Wrapper = styled.div`
  display: grid;
  gap: 0.35rem;
  label { font-weight: 600; font-size: 0.95rem; }
`;

const TextArea = styled.textarea`
  ${inputStyles}
  resize: vertical;
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
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
    <Wrapper>
      <label htmlFor={id}>{label}</label>
      <TextArea id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...textarea} />
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Wrapper>
  );
}
