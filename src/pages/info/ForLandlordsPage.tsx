import { Trans, useLingui } from '@lingui/react/macro';
import { SUPPORT_EMAIL } from './contactAddresses';
import { InfoPage, MailLink } from './InfoPage';

export default function ForLandlordsPage() {
  const { t } = useLingui();
  return (
    <InfoPage title={t`For Landlords`} lead={<Trans>Students from all over Europe look for their next home on CampusNest.</Trans>}>
      <p>
        <Trans>
          Listing a place is free. Students see its price, dates and distance to the campus, and their messages reach you with their name and
          contact details, so you can answer them directly.
        </Trans>
      </p>
      <p>
        <Trans>
          To list your property, write to <MailLink to={SUPPORT_EMAIL} />.
        </Trans>
      </p>
    </InfoPage>
  );
}
