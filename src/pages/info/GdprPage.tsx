import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PRIVACY_EMAIL } from './contactAddresses';
import { InfoPage, MailLink } from './InfoPage';

export default function GdprPage() {
  const { t } = useLingui();
  return (
    <InfoPage
      title={t({ message: 'GDPR', comment: 'The EU data protection regulation, by its usual abbreviation' })}
      lead={<Trans>The EU&apos;s General Data Protection Regulation gives you rights over your personal data. This is how to use them at CampusNest.</Trans>}
    >
      <h2>
        <Trans>Your rights</Trans>
      </h2>
      <ul>
        <li>
          <Trans>To see what we keep about you (article 15).</Trans>
        </li>
        <li>
          <Trans>To have it corrected (article 16).</Trans>
        </li>
        <li>
          <Trans>To have it erased (article 17).</Trans>
        </li>
        <li>
          <Trans>To have its use restricted, or to object to it (articles 18 and 21).</Trans>
        </li>
        <li>
          <Trans>To take it with you in a common file format (article 20).</Trans>
        </li>
      </ul>
      <h2>
        <Trans>How to ask</Trans>
      </h2>
      <p>
        <Trans>
          On <Link to="/account">your account page</Link> you can correct your name, download everything we keep about you as a file, and delete your account
          yourself.
        </Trans>
      </p>
      <p>
        <Trans>
          Write to <MailLink to={PRIVACY_EMAIL} /> from your account&apos;s email address, or give the phone number of your account. We answer within one month,
          free of charge.
        </Trans>
      </p>
      <h2>
        <Trans>Complaints</Trans>
      </h2>
      <p>
        <Trans>
          If you think we handle your data wrongly, you may complain to the data protection authority of your EU country. The{' '}
          <Link to="/privacy">Privacy Policy</Link> says what we keep and why.
        </Trans>
      </p>
    </InfoPage>
  );
}
