import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../styles/theme';
import { labelStyles } from './controlStyles';

const Wrapper = styled.div`
  display: grid;
  gap: 0.35rem;
`;

const Label = styled.label`
  ${labelStyles}
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
  font-size: 0.9rem;
  a { color: inherit; font-weight: 600; }
`;

/** What the wrapped control needs to be tied to its label and its error. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface LabelledControlProps {
  id?: string;
  label: ReactNode;
  error?: string | null;
  /** Something to offer next to the error, such as a link to log in instead. */
  errorAction?: ReactNode;
}

/** A label above a control and its error below, tied to it for screen readers. */
export function LabelledControl({ id, label, error, errorAction, children }: LabelledControlProps & { children: (control: ControlProps) => ReactNode }) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  return (
    <Wrapper>
      <Label id={`${controlId}-label`} htmlFor={controlId}>
        {label}
      </Label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      {error ? (
        <ErrorText id={errorId} role="alert">
          <span>{error}</span>
          {errorAction ? <> {errorAction}</> : null}
        </ErrorText>
      ) : null}
    </Wrapper>
  );
}
