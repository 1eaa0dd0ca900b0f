import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { theme } from '../styles/theme';

export const FieldWrapper = styled.div`
  display: grid;
  gap: 0.35rem;
`;

export const FieldLabel = styled.label`
  font-weight: 600;
  font-size: 0.95rem;
`;

export const inputStyles = `
  width: 100%;
  min-height: 44px;
  padding: 0.6rem 0.75rem;
  border: 1px solid ${theme.colors.inputBorder};
  border-radius: 8px;
  background: ${theme.colors.surface};
  color: inherit;
`;

const Input = styled.input`
  ${inputStyles}
  &[aria-invalid='true'] { border-color: ${theme.colors.danger}; }
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
  font-size: 0.9rem;
  a { color: inherit; font-weight: 600; }
`;

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string | null;
  /** Something to offer next to the error, such as a link to log in instead. */
  errorAction?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose error is tied to it for screen readers. */
export function Field({ label, error, errorAction, id, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <FieldWrapper>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <Input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
      {error ? (
        <FieldError id={errorId} role="alert">
          <span>{error}</span>
          {errorAction ? <> {errorAction}</> : null}
        </FieldError>
      ) : null}
    </FieldWrapper>
  );
}
