import { Trans, useLingui } from '@lingui/react/macro';
import { ActionLink, NotFoundBox } from '../../components/MessagePanel';
import { SearchIcon } from '../../components/icons';

export function PropertyNotFound() {
  const { t } = useLingui();
  return (
    <NotFoundBox>
      <title>{t`Property not found · CampusNest`}</title>
      <SearchIcon size={44} />
      <h1>
        <Trans>Property not found</Trans>
      </h1>
      <p>
        <Trans>This listing may have been taken down, or the link is incomplete.</Trans>
      </p>
      <ActionLink to="/search">
        <Trans>Back to search</Trans>
      </ActionLink>
    </NotFoundBox>
  );
}
