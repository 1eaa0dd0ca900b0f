import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation, useQuery } from '@apollo/client/react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type SubmitEvent } from 'react';
import { earlyKey } from '../../components/earlyKey';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { CheckIcon } from '../../components/icons';
import { SessionQuery } from '../../features/auth/session';
import { graphql } from '../../gql';
import type { ContactForm_PropertyFragment, ContactForm_UserFragment } from '../../gql/graphql';
import { TextAreaField } from '../../components/TextAreaField';
import { useFormErrors } from '../../components/useFormErrors';
import { isOnline } from '../../components/useOnline';
import { contactMessageFields, contactMessageProblems, type ContactMessage, type ContactMessageField } from '../../lib/contactMessage';
import { loadContactRules } from '../../lib/loadContactRules';
import { Panel } from './sectionStyles';
import { translateProblem, type Problem } from '../../i18n/problems';

export const ContactFormFragment = graphql(`
  fragment ContactForm_property on Property {
    id
    name
  }
`);

/** What the form starts with for a signed-in user; spread into the session, which every page has. */
export const ContactFormUserFragment = graphql(`
  fragment ContactForm_user on User {
    id
    firstName
    lastName
    email
    phone
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
const prefilledMessage = (i18n: I18n, propertyName: string) => i18n._(msg`Hi, I'm interested in ${propertyName}. Could you please provide more information?`);
/** The failure in English, as the page tests read it; the form says it in the user's language. */
export const FAILURE_TEXT = "Sorry, we couldn't send your message. Please check your connection and try again.";
export const OFFLINE_TEXT = "You're offline. Your message is kept here: send it once you're back online.";
const failureText = msg`Sorry, we couldn't send your message. Please check your connection and try again.`;
const offlineText = msg`You're offline. Your message is kept here: send it once you're back online.`;

const isField = (field: string | null): field is ContactMessageField => contactMessageFields.some((name) => name === field);

type ContactDetails = Pick<ContactMessage, 'name' | 'email' | 'phone'>;
const contactDetailKeys = ['name', 'email', 'phone'] as const;

/** The account's own name and contacts (an account has an email or a phone); empty for a visitor. */
function accountDetails(user: ContactForm_UserFragment | null): ContactDetails {
  if (!user) return { name: '', email: '', phone: '' };
  return { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email ?? '', phone: user.phone ?? '' };
}

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
  // The layout has read the session before any page renders: this is the cache's answer.
  const { data: session } = useQuery(SessionQuery);
  const account = useFragment({ fragment: ContactFormUserFragment, from: session?.me ?? null });
  const user = account.complete ? account.data : null;
  const id = useId();
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<ContactMessage>(() => ({
    ...accountDetails(user),
    message: complete ? prefilledMessage(i18n, data.name) : '',
  }));
  // The session can change under an open form (a log-in or log-out in another tab; the form may
  // also mount before a reset store has the session again): fields still empty, or as the previous
  // account filled them, take the new account's details or are emptied. What the user typed stays.
  const [filledFor, setFilledFor] = useState(() => ({ userId: user?.id ?? null, details: accountDetails(user) }));
  if ((user?.id ?? null) !== filledFor.userId) {
    const details = accountDetails(user);
    setFilledFor({ userId: user?.id ?? null, details });
    setValues((current) => {
      const next = { ...current };
      for (const key of contactDetailKeys) {
        if (current[key] === '' || current[key] === filledFor.details[key]) next[key] = details[key];
      }
      return next;
    });
  }
  const { formRef, problems, check, showServerErrors, clear } = useFormErrors(contactMessageFields);
  // Problems no field owns, translated when shown so that a change of language reaches them too.
  const [formError, setFormError] = useState<Problem[] | null>(null);
  const [sent, setSent] = useState(false);
  const [submit, { loading }] = useMutation(SubmitContactFormMutation);
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
    // The contact rule arrives with the first message (loadContactRules.ts); without it, the backend checks.
    const rules = await loadContactRules().catch(() => null);
    if (!check(contactMessageProblems(values, rules?.contactProblem ?? (() => null)))) return;
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
    <Panel aria-labelledby={`${id}-title`} {...earlyKey('contact')}>
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
          <Button type="submit" $block disabled={loading}>
            {loading ? t`Sending...` : t`Send Message`}
          </Button>
        </Form>
      )}
    </Panel>
  );
}
