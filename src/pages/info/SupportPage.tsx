import { Trans, useLingui } from '@lingui/react/macro';
import { SUPPORT_EMAIL } from './contactAddresses';
import { InfoPage, MailLink } from './InfoPage';

export default function SupportPage() {
  const { t } = useLingui();
  return (
    <InfoPage title={t`Support`} lead={<Trans>How to get help with CampusNest.</Trans>}>
      <h2>
        <Trans>A question about a place</Trans>
      </h2>
      <p>
        <Trans>Write to its landlord with the form on the listing&apos;s page: they know the place best.</Trans>
      </p>
      <h2>
        <Trans>Signing in</Trans>
      </h2>
      <p>
        <Trans>A code is valid for 5 minutes. If it has expired, press Resend Code for a new one. Check your spam folder for codes sent by email.</Trans>
      </p>
      <h2>
        <Trans>Anything else</Trans>
      </h2>
      <p>
        <Trans>
          Write to <MailLink to={SUPPORT_EMAIL} />. We answer within two working days.
        </Trans>
      </p>
    </InfoPage>
  );
}
