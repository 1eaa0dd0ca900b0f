import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { ActionLink, NotFoundBox } from '../../components/MessagePanel';
import { PinIcon } from '../../components/icons';

export default function NotFoundPage() {
  const { t } = useLingui();
  return (
    <NotFoundBox>
      <title>{t`Page not found · CampusNest`}</title>
      <PinIcon size={44} />
      <h1>
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>We couldn&apos;t find the page you were looking for. It may have moved, or the address may be mistyped.</Trans>
      </p>
      <ActionLink to="/">
        <Trans>Go to the home page</Trans>
      </ActionLink>
      <p>
        <Trans>
          or <Link to="/search">browse all properties</Link>
        </Trans>
      </p>
    </NotFoundBox>
  );
}
