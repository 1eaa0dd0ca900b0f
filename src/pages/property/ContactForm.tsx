import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import { useId, useState, type SubmitEvent } from 'react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { CheckIcon } from '../../components/icons';
import { graphql } from '../../gql';
import type { ContactForm_PropertyFragment } from '../../gql/graphql';
import { contactMessageFields, contactMessageProblems, type ContactMessage, type ContactMessageField } from '../../lib/contactMessage';
import { Panel } from './sectionStyles';
import { TextAreaField } from '../../components/TextAreaField';

export const ContactFormFragment = graphql(`
  fragment ContactForm_property on Property {
    id
    name
  }
`);

const SubmitContactFormMutation = graphql(`
  mutation SubmitContactForm($input: ContactFormInput!) {
    submitContactForm(input: $input) {
      ok
      errors {
        code
        message
        field
      }
    }
  }
`);

const fields = contactMessageFields;
type FieldName = ContactMessageField;
type Values = ContactMessage;
type Errors = Partial<Record<FieldName, string>>;

export const prefilledMessage = (propertyName: string) =>
  `Hi, I'm interested in ${propertyName}. Could you please provide more information?`;

export const SUCCESS_TEXT = 'The landlord will get back to you within 24 hours.';
export const FAILURE_TEXT = "Sorry, we couldn't send your message. Please check your connection and try again.";

const isField = (field: string | null | undefined): field is FieldName => fields.some((name) => name === field);

const Form = styled.form`
  display: grid;
  gap: 0.9rem;
`;

const Alert = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.dangerSoft};
  color: ${theme.colors.danger};
`;

const Success = styled.div`
  display: grid;
  justify-items: center;
  text-align: center;
  gap: 0.5rem;
  padding: 1.5rem 0.5rem;
  color: ${theme.colors.success};
  p { margin: 0; color: ${theme.colors.text}; }
  strong { display: block; font-size: 1.2rem; color: ${theme.colors.success}; }
  svg { background: ${theme.colors.successSoft}; border-radius: 50%; padding: 0.6rem; box-sizing: content-box; }
`;

export function ContactForm({ property }: { property: FragmentType<ContactForm_PropertyFragment> }) {
  const { data, complete } = useFragment({ fragment: ContactFormFragment, from: property });
  const id = useId();
  const [values, setValues] = useState<Values>(() => ({
    name: '',
    email: '',
    phone: '',
    message: complete ? prefilledMessage(data.name) : '',
  }));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [submit, { loading }] = useMutation(SubmitContactFormMutation);
  if (!complete) return null;

  const inputId = (field: FieldName) => `${id}-${field}`;
  const focusFirst = (found: Errors) => {
    const first = fields.find((field) => found[field]);
    if (first) document.getElementById(inputId(first))?.focus();
  };

  const change = (field: FieldName) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = contactMessageProblems(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    try {
      const result = await submit({ variables: { input: { propertyId: data.id, ...values } } });
      const payload = result.data?.submitContactForm;
      if (!payload) throw new Error('No answer from submitContactForm');
      if (payload.ok) {
        setSent(true);
        return;
      }
      const fromServer: Errors = {};
      const general: string[] = [];
      for (const error of payload.errors) {
        if (isField(error.field)) fromServer[error.field] ??= error.message;
        else general.push(error.message);
      }
      setErrors(fromServer);
      setFormError(general.length > 0 ? general.join(' ') : null);
      focusFirst(fromServer);
    } catch {
      // DESIGN departure 4: a failure is shown, and everything typed stays for a retry.
      setFormError(FAILURE_TEXT);
    }
  };

  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Interested in this property?</h2>
      {sent ? (
        <Success role="status">
          <CheckIcon size={28} />
          <p>
            <strong>Message Sent!</strong> {SUCCESS_TEXT}
          </p>
        </Success>
      ) : (
        <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${id}-title`}>
          <Field id={inputId('name')} label="Name" name="name" autoComplete="name" required value={values.name} error={errors.name} onChange={change('name')} />
          <Field
            id={inputId('email')}
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            error={errors.email}
            onChange={change('email')}
          />
          <Field
            id={inputId('phone')}
            label="Phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            required
            value={values.phone}
            error={errors.phone}
            onChange={change('phone')}
          />
          <TextAreaField
            id={inputId('message')}
            label="Message"
            name="message"
            rows={5}
            required
            value={values.message}
            error={errors.message}
            onChange={change('message')}
          />
          {formError ? <Alert role="alert">{formError}</Alert> : null}
          <Button type="submit" $block disabled={loading}>
            {loading ? 'Sending...' : 'Send Message'}
          </Button>
        </Form>
      )}
    </Panel>
  );
}
