import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { InfoPage } from './InfoPage';

export default function TermsPage() {
  const { t } = useLingui();
  return (
    <InfoPage title={t`Terms of Service`} lead={<Trans>The rules for using CampusNest, in plain words.</Trans>}>
      <h2>
        <Trans>The service</Trans>
      </h2>
      <p>
        <Trans>
          CampusNest helps students find rooms and flats near European universities and write to their landlords. Landlords publish the listings; the rental
          contract is between you and the landlord, not with CampusNest.
        </Trans>
      </p>
      <h2>
        <Trans>Your account</Trans>
      </h2>
      <p>
        <Trans>You sign in with a code sent to your email or phone. Keep them to yourself: whoever can read your codes can use your account.</Trans>
      </p>
      <h2>
        <Trans>Fair use</Trans>
      </h2>
      <p>
        <Trans>
          Do not send spam or misleading listings or messages, and do not try to break or overload the site. We may limit or close accounts that do.
        </Trans>
      </p>
      <h2>
        <Trans>Listings and payments</Trans>
      </h2>
      <p>
        <Trans>
          Landlords answer for what their listings say. See the place or a trusted proof of it, and read the contract, before you pay anything. CampusNest never
          asks you to pay by message.
        </Trans>
      </p>
      <h2>
        <Trans>Our responsibility</Trans>
      </h2>
      <p>
        <Trans>
          We work to keep CampusNest available and correct, but cannot promise it never fails. Nothing here limits your rights as a consumer under the law of
          your country.
        </Trans>
      </p>
      <h2>
        <Trans>Your data</Trans>
      </h2>
      <p>
        <Trans>
          The <Link to="/privacy">Privacy Policy</Link> says what we keep and why.
        </Trans>
      </p>
    </InfoPage>
  );
}
