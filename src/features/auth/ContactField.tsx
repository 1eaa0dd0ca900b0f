import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Field } from '../../components/Field';
import type { ContactType } from '../../gql/graphql';
import { contactMethods } from './contactMethod';

interface ContactFieldProps {
  type: ContactType;
  value: string;
  onChange: (value: string) => void;
  /** The problem to show under the input, if any. */
  error?: string | null;
  /** Something to offer next to the error, such as a link to log in instead. */
  errorAction?: ReactNode;
  autoFocus?: boolean;
}

/** The email or phone input: its type, label and autocomplete follow the chosen method. */
export function ContactField({ type, value, onChange, error, errorAction, autoFocus }: ContactFieldProps) {
  const method = contactMethods[type];
  const { i18n } = useLingui();
  return (
    <Field
      label={i18n._(method.label)}
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
      error={error}
      errorAction={errorAction}
    />
  );
}
