import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type SubmitEvent } from 'react';
import { useHydrated } from '../../components/useHydrated';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { CheckIcon } from '../../components/icons';
import { graphql } from '../../gql';
import type { ContactForm_PropertyFragment } from '../../gql/graphql';
import { TextAreaField } from '../../components/TextAreaField';
import { useFormErrors } from '../../components/useFormErrors';
import { isOnline } from '../../components/useOnline';
import { contactMessageFields, contactMessageProblems, type ContactMessage, type ContactMessageField } from '../../lib/contactMessage';
import { Panel } from './sectionStyles';
import { translateProblem, type Problem } from '../../i18n/problems';

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
        retryAfterSeconds
      }
    }
  }
`);

/** The message starts written for the user, in their language; what they type is theirs, whatever the language later. */
const prefilledMessage = (i18n: I18n, propertyName: string) =>
  i18n._(msg`Hi, I'm interested in ${propertyName}. Could you please provide more information?`);
/** The failure in English, as the page tests read it; the form says it in the user's language. */
export const FAILURE_TEXT = "Sorry, we couldn't send your message. Please check your connection and try again.";
export const OFFLINE_TEXT = "You're offline. Your message is kept here: send it once you're back online.";
const failureText = msg`Sorry, we couldn't send your message. Please check your connection and try again.`;
const offlineText = msg`You're offline. Your message is kept here: send it once you're back online.`;

const isField = (field: string | null): field is ContactMessageField => contactMessageFields.some((name) => name === field);

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
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<ContactMessage>(() => ({
    name: '',
    email: '',
    phone: '',
    message: complete ? prefilledMessage(i18n, data.name) : '',
  }));
  const { formRef, problems, check, showServerErrors, clear } = useFormErrors(contactMessageFields);
  // Problems no field owns, translated when shown so that a change of language reaches them too.
  const [formError, setFormError] = useState<Problem[] | null>(null);
  const [sent, setSent] = useState(false);
  const [submit, { loading }] = useMutation(SubmitContactFormMutation);
  const hydrated = useHydrated();
  if (!complete) return null;

  const control = (field: ContactMessageField) => ({
    name: field,
    required: true,
    value: values[field],
    error: problems[field] ? translateProblem(i18n, problems[field]) : null,
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      clear(field);
    },
  });

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!check(contactMessageProblems(values))) return;
    // A message to a landlord leaves the device even with the in-browser backend.
    if (!isOnline()) {
      setFormError([{ message: OFFLINE_TEXT, descriptor: offlineText }]);
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
      const general = showServerErrors(payload.errors, (field) => (isField(field) ? field : null));
      setFormError(general.length > 0 ? general : null);
    } catch {
      // docs/product.md, departure 4: a failure is shown, and everything typed stays for a retry.
      setFormError([{ message: FAILURE_TEXT, descriptor: failureText }]);
    }
  };

  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Trans>Interested in this property?</Trans>
      </h2>
      {sent ? (
        <Success role="status">
          <CheckIcon size={28} />
          <p>
            <Trans>
              <strong>Message Sent!</strong> The landlord will get back to you within 24 hours.
            </Trans>
          </p>
        </Success>
      ) : (
        <Form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${id}-title`}>
          <Field label={t({ message: 'Name', context: 'Contact form field' })} autoComplete="name" {...control('name')} />
          <Field label={t({ message: 'Email', context: 'Contact form field' })} type="email" autoComplete="email" {...control('email')} />
          <Field label={t({ message: 'Phone', context: 'Contact form field' })} type="tel" autoComplete="tel" {...control('phone')} />
          <TextAreaField label={t({ message: 'Message', context: 'Contact form field' })} rows={5} {...control('message')} />
          {formError ? <Alert role="alert">{formError.map((problem) => translateProblem(i18n, problem)).join(' ')}</Alert> : null}
          {/* Disabled in the prerendered page until the app is running: a native submission would reload it and lose what was typed. */}
          <Button type="submit" $block disabled={loading || !hydrated}>
            {loading ? t`Sending...` : t`Send Message`}
          </Button>
        </Form>
      )}
    </Panel>
  );
}
