import { useId, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { inputStyles } from '../../components/Field';
import type { ContactType } from '../../gql/graphql';
import { contactMethods } from './contactMethod';

const Wrapper = styled.div`
  display: grid;
  gap: 0.35rem;
`;

const Label = styled.label`
  font-weight: 600;
  font-size: 0.95rem;
`;

const Input = styled.input`
  ${inputStyles}
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
  a { color: inherit; font-weight: 600; }
`;

interface ContactFieldProps {
  type: ContactType;
  value: string;
  onChange: (value: string) => void;
  /** The problem to show under the input, if any. */
  error?: string | null;
  /** Something to offer next to the error, such as a link to log in instead. */
  errorAction?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}

/** The email or phone input: its type, label and autocomplete follow the chosen method. */
export function ContactField({ type, value, onChange, error, errorAction, ref, autoFocus }: ContactFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const method = contactMethods[type];
  return (
    <Wrapper>
      <Label htmlFor={id}>{method.label}</Label>
      <Input
        ref={ref}
        id={id}
        name="contact"
        type={method.inputType}
        autoComplete={method.autoComplete}
        placeholder={method.placeholder}
        required
        autoFocus={autoFocus}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <ErrorText id={errorId} role="alert">
          <span>{error}</span>
          {errorAction ? <> {errorAction}</> : null}
        </ErrorText>
      ) : null}
    </Wrapper>
  );
}
