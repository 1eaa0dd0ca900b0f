import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { InfoPage } from './InfoPage';

export default function HowItWorksPage() {
  const { t } = useLingui();
  return (
    <InfoPage title={t`How It Works`} lead={<Trans>From a search to a message to your future landlord, in four steps.</Trans>}>
      <ol>
        <li>
          <Trans>Search by city or university, and filter by price, bedrooms, dates and room type.</Trans>
        </li>
        <li>
          <Trans>Open a listing to see its photos, the whole price per month, when it is free and where it is.</Trans>
        </li>
        <li>
          <Trans>Save the places you like, and write to the landlord from the listing&apos;s page.</Trans>
        </li>
        <li>
          <Trans>Sign up with a code sent to your email or phone: there is no password to remember.</Trans>
        </li>
      </ol>
      <p>
        <Link to="/search">
          <Trans>Browse properties</Trans>
        </Link>
      </p>
    </InfoPage>
  );
}
