import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { SUPPORT_EMAIL } from './contactAddresses';
import { InfoPage, MailLink } from './InfoPage';

export default function ForLandlordsPage() {
  const { t } = useLingui();
  return (
    <InfoPage title={t`For Landlords`} lead={<Trans>Students from all over Europe look for their next home on CampusNest.</Trans>}>
      <p>
        <Trans>
          Listing a place is free. Students see its price, dates and distance to the campus, and their messages reach you with their name and contact details,
          so you can answer them directly.
        </Trans>
      </p>
      <p>
        <Trans>
          Any account can list: sign up or log in with a code, then add your place under <Link to="/landlord">List your property</Link>. Questions:{' '}
          <MailLink to={SUPPORT_EMAIL} />.
        </Trans>
      </p>
    </InfoPage>
  );
}
