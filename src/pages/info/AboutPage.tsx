import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { InfoPage } from './InfoPage';

export default function AboutPage() {
  const { t } = useLingui();
  return (
    <InfoPage title={t`About Us`} lead={<Trans>CampusNest is a marketplace for student housing in Europe&apos;s university cities.</Trans>}>
      <p>
        <Trans>
          We started it because finding a room from abroad, before term starts, is hard: prices hide extra costs, maps hide the journey to campus, and scams are
          common.
        </Trans>
      </p>
      <p>
        <Trans>
          Every listing shows its whole monthly price, when it is free, how far it is from the campus and who the landlord is, and you write to the landlord
          directly.
        </Trans>
      </p>
      <p>
        <Link to="/search">
          <Trans>Browse properties</Trans>
        </Link>
      </p>
    </InfoPage>
  );
}
