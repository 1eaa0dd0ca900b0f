import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthCard, AuthFootnote, AuthLead, AuthTitle } from '../../features/auth/AuthCard';
import { CodeScreen } from '../../features/auth/CodeScreen';
import { emptyContacts, type ContactValues } from '../../features/auth/contactMethod';
import type { SentCode } from '../../features/auth/sendOtp';
import type { ContactType } from '../../gql/graphql';
import { LoginForm } from './LoginForm';
import { useLogin } from '../../features/auth/authMutations';
import { safeNextPath } from '../../lib/nextPath';

/** /login (docs/product.md#log-in): contact, then the code screen, then home (or `?next=`) signed in. */
export default function LoginPage() {
  const navigate = useNavigate();
  // Where a guarded page sent the visitor from (features/auth/RequireSignIn.tsx); only this site's paths.
  const next = safeNextPath(useSearchParams()[0].get('next'));
  const [method, setMethod] = useState<ContactType>('EMAIL');
  const [contacts, setContacts] = useState<ContactValues>(emptyContacts);
  const [sent, setSent] = useState<SentCode | null>(null);
  const [returning, setReturning] = useState(false);
  const [login] = useLogin();
  const { t } = useLingui();
  const title = <title>{t`Log In · CampusNest`}</title>;

  if (sent) {
    const finish = async (verificationToken: string) => {
      const { data } = await login({ variables: { input: { type: method, contact: sent.contact, verificationToken } } });
      if (!data) throw new Error('login answered without data');
      if (!data.login.user) return data.login.errors;
      void navigate(next ?? '/', { replace: true });
      return [];
    };
    return (
      <AuthCard>
        {title}
        <CodeScreen
          type={method}
          intent="LOGIN"
          sent={sent}
          onVerified={finish}
          onBack={() => {
            setReturning(true);
            setSent(null);
          }}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      {title}
      <AuthTitle>
        <Trans>Log In</Trans>
      </AuthTitle>
      <AuthLead>
        <Trans>Welcome back. We will send a one-time code to your email or phone.</Trans>
      </AuthLead>
      <LoginForm method={method} onMethodChange={setMethod} contacts={contacts} onContactsChange={setContacts} onSent={setSent} returning={returning} />
      <AuthFootnote>
        <Trans>
          Don&apos;t have an account? <Link to={next ? `/signup?next=${encodeURIComponent(next)}` : '/signup'}>Sign up</Link>
        </Trans>
      </AuthFootnote>
    </AuthCard>
  );
}
