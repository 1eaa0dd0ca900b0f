import { useState } from 'react';
import { Link } from 'react-router-dom';
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

  if (step.name === 'welcome') {
    return (
      <AuthCard>
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
      <AuthTitle>Create your account</AuthTitle>
      <AuthLead>Join CampusNest to find your student home. We will send a one-time code to confirm it is you.</AuthLead>
      <SignupForm
        details={details}
        onChange={setDetails}
        onSent={(sent) => {
          setStep({ name: 'code', sent });
        }}
        returning={step.returning}
      />
      <AuthFootnote>
        Already have an account? <Link to="/login">Log in</Link>
      </AuthFootnote>
    </AuthCard>
  );
}
