import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { loginHref, safeNextPath } from '../../lib/nextPath';
import { AuthCard, AuthFootnote, AuthLead, AuthTitle } from '../../features/auth/AuthCard';
import { CodeScreen } from '../../features/auth/CodeScreen';
import type { SentCode } from '../../features/auth/sendOtp';
import { emptySignupDetails, type SignupDetails } from './signupDetails';
import { SignupForm } from './SignupForm';
import { SignupWelcome } from './SignupWelcome';
import { useSignup } from '../../features/auth/authMutations';

type Step = { name: 'details'; returning: boolean } | { name: 'code'; sent: SentCode } | { name: 'welcome' };

/** /signup (docs/product.md#sign-up): details, then the code screen, then the welcome and home. */
export default function SignupPage() {
  const [details, setDetails] = useState<SignupDetails>(emptySignupDetails);
  const [step, setStep] = useState<Step>({ name: 'details', returning: false });
  const [signup] = useSignup();
  const { t } = useLingui();
  const next = safeNextPath(useSearchParams()[0].get('next'));
  const loginLink = next ? loginHref(next) : '/login';
  const title = <title>{t`Sign up · CampusNest`}</title>;

  if (step.name === 'welcome') {
    return (
      <AuthCard>
        {title}
        <SignupWelcome />
      </AuthCard>
    );
  }

  if (step.name === 'code') {
    const { sent } = step;
    const finish = async (verificationToken: string) => {
      const input = { firstName: details.firstName, lastName: details.lastName, type: details.method, contact: sent.contact, verificationToken };
      const { data } = await signup({ variables: { input } });
      if (!data) throw new Error('signup answered without data');
      if (!data.signup.user) return data.signup.errors;
      setStep({ name: 'welcome' });
      return [];
    };
    return (
      <AuthCard>
        {title}
        <CodeScreen
          type={details.method}
          intent="SIGNUP"
          sent={sent}
          onVerified={finish}
          onBack={() => {
            setStep({ name: 'details', returning: true });
          }}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      {title}
      <AuthTitle>
        <Trans>Create your account</Trans>
      </AuthTitle>
      <AuthLead>
        <Trans>Join CampusNest to find your student home. We will send a one-time code to confirm it is you.</Trans>
      </AuthLead>
      <SignupForm
        details={details}
        onChange={setDetails}
        onSent={(sent) => {
          setStep({ name: 'code', sent });
        }}
        returning={step.returning}
        loginLink={loginLink}
      />
      <AuthFootnote>
        <Trans>
          Already have an account? <Link to={loginLink}>Log in</Link>
        </Trans>
      </AuthFootnote>
    </AuthCard>
  );
}
