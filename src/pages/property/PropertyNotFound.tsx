import { skipToken, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionLink, NotFoundBox } from '../../components/MessagePanel';
import { SearchIcon } from '../../components/icons';
import { graphql } from '../../gql';

const ListingStatusQuery = graphql(`
  query ListingStatus($id: ID!) {
    listingStatus(id: $id)
  }
`);

/**
 * No listing to show: 'Property not found', or, for a listing its landlord took down (asked only
 * once the listing itself was not found), 'This property is no longer available.'.
 */
export function PropertyNotFound({ id }: { id?: string }) {
  const { t } = useLingui();
  const { data } = useQuery(ListingStatusQuery, id ? { variables: { id } } : skipToken);
  const withdrawn = data?.listingStatus === 'UNPUBLISHED';
  return (
    <NotFoundBox>
      <title>{t`Property not found · CampusNest`}</title>
      <SearchIcon size={44} />
      <h1>{withdrawn ? <Trans>This property is no longer available.</Trans> : <Trans>Property not found</Trans>}</h1>
      <p>
        {withdrawn ? (
          <Trans>Its landlord has taken it off CampusNest for now.</Trans>
        ) : (
          <Trans>This listing may have been taken down, or the link is incomplete.</Trans>
        )}
      </p>
      <ActionLink to="/search">
        <Trans>Back to search</Trans>
      </ActionLink>
    </NotFoundBox>
  );
}
