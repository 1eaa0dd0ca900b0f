import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  display: grid;
  gap: 0.35rem;
`;

const Label = styled.label`
  font-weight: 600;
  font-size: 0.95rem;
`;

export const inputStyles = `
  width: 100%;
  min-height: 44px;
  padding: 0.6rem 0.75rem;
  border: 1px solid #9ca3af;
  border-radius: 8px;
  background: #fff;
  color: inherit;
`;

const Input = styled.input`
  ${inputStyles}
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
`;

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string | null;
}

/** A labelled input whose error is tied to it for screen readers. */
export function Field({ label, error, id, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <Wrapper>
      <Label htmlFor={inputId}>{label}</Label>
      <Input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Wrapper>
  );
}
