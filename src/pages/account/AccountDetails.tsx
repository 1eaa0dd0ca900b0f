import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type SubmitEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { useFormErrors } from '../../components/useFormErrors';
import { FormAlert } from '../../features/auth/AuthCard';
import { graphql } from '../../gql';
import type { AccountDetails_UserFragment } from '../../gql/graphql';
import { translateProblem } from '../../i18n/problems';
import { NAME_MAX_LENGTH, nameProblem } from '../../lib/account';
import { theme } from '../../styles/theme';
import { AccountSection, ActionRow, SuccessText } from './accountSection';

export const AccountDetailsFragment = graphql(`
  fragment AccountDetails_user on User {
    id
    firstName
    lastName
    email
    phone
  }
`);

const UpdateAccountMutation = graphql(`
  mutation UpdateAccount($input: AccountInput!) {
    updateAccount(input: $input) {
      user {
        id
        firstName
        lastName
      }
      errors {
        code
        message
        field
        retryAfterSeconds
      }
    }
  }
`);

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

const Names = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 1rem;
  @media (max-width: ${theme.breakpoints.sm}) { grid-template-columns: 1fr; }
`;

const Contact = styled.dl`
  margin: 0;
  display: grid;
  gap: 0.2rem;
  dt { font-weight: 600; font-size: 0.95rem; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const fields = ['firstName', 'lastName'] as const;
const labels: Record<(typeof fields)[number], { label: MessageDescriptor; autoComplete: string }> = {
  firstName: { label: msg`First name`, autoComplete: 'given-name' },
  lastName: { label: msg`Last name`, autoComplete: 'family-name' },
};

/** The account's names, editable with sign-up's rules, and its contact, shown (docs/product.md#account). */
export function AccountDetails({ user }: { user: FragmentType<AccountDetails_UserFragment> }) {
  const { data } = useFragment({ fragment: AccountDetailsFragment, from: user });
  const [names, setNames] = useState({ firstName: data.firstName ?? '', lastName: data.lastName ?? '' });
  const [saved, setSaved] = useState(false);
  const [failed, setFailed] = useState(false);
  const { formRef, problems, check, showServerErrors, clear } = useFormErrors(fields);
  const [update, { loading }] = useMutation(UpdateAccountMutation);
  const { t, i18n } = useLingui();

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (loading) return;
    setSaved(false);
    setFailed(false);
    if (!check({ firstName: nameProblem('First name', names.firstName), lastName: nameProblem('Last name', names.lastName) })) return;
    try {
      const { data: answer } = await update({ variables: { input: names } });
      if (!answer) throw new Error('updateAccount answered without data');
      const { user: renamed, errors } = answer.updateAccount;
      if (renamed) {
        setNames({ firstName: renamed.firstName, lastName: renamed.lastName });
        setSaved(true);
        return;
      }
      const general = showServerErrors(errors, (field) => (field === 'firstName' || field === 'lastName' ? field : null));
      if (general.length > 0) setFailed(true);
    } catch {
      setFailed(true);
    }
  };

  const isEmail = data.email !== null && data.email !== undefined;
  return (
    <AccountSection aria-labelledby="account-details">
      <h2 id="account-details">
        <Trans>Your details</Trans>
      </h2>
      <Form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-label={t`Your name`}>
        <Names>
          {fields.map((field) => (
            <Field
              key={field}
              label={i18n._(labels[field].label)}
              name={field}
              autoComplete={labels[field].autoComplete}
              required
              maxLength={NAME_MAX_LENGTH}
              value={names[field]}
              onChange={(event) => {
                clear(field);
                setSaved(false);
                setNames({ ...names, [field]: event.target.value });
              }}
              error={problems[field] ? translateProblem(i18n, problems[field]) : null}
            />
          ))}
        </Names>
        {failed ? (
          <FormAlert role="alert">
            <Trans>We couldn&apos;t save your name. Please try again.</Trans>
          </FormAlert>
        ) : null}
        <ActionRow>
          <Button type="submit" disabled={loading}>
            {loading ? t`Saving...` : t`Save changes`}
          </Button>
          <span role="status">
            {saved ? (
              <SuccessText>
                <Trans>Your name was saved.</Trans>
              </SuccessText>
            ) : null}
          </span>
        </ActionRow>
      </Form>
      <Contact>
        <dt>{isEmail ? t`Email` : t`Phone`}</dt>
        <dd>{isEmail ? data.email : data.phone}</dd>
      </Contact>
      <p>
        <Trans>You log in with this contact; it cannot be changed.</Trans>
      </p>
    </AccountSection>
  );
}
