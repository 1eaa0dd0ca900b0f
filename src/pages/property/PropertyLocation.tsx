import { Trans, useLingui } from '@lingui/react/macro';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import styled from 'styled-components';
import { LocationMap } from '../../features/map/LocationMap';
import { graphql } from '../../gql';
import type { PropertyLocation_PropertyFragment } from '../../gql/graphql';
import { formatCoordinate } from '../../i18n/format';
import { Panel } from './sectionStyles';

export const PropertyLocationFragment = graphql(`
  fragment PropertyLocation_property on Property {
    id
    address
    coordinates {
      lat
      lng
    }
    ...LocationMap_property
  }
`);

const Coordinates = styled.p`
  margin: 0 0 1rem;
  font-variant-numeric: tabular-nums;
`;

export function PropertyLocation({ property }: { property: FragmentType<PropertyLocation_PropertyFragment> }) {
  const { data, complete } = useFragment({ fragment: PropertyLocationFragment, fragmentName: 'PropertyLocation_property', from: property });
  const { i18n } = useLingui();
  if (!complete) return null;
  const { lat, lng } = data.coordinates;
  const latitude = formatCoordinate(i18n.locale, lat);
  const longitude = formatCoordinate(i18n.locale, lng);
  return (
    <Panel aria-labelledby="location-title">
      <h2 id="location-title">
        <Trans>Location</Trans>
      </h2>
      <Coordinates>
        <Trans comment="Latitude and longitude, in the language's number format">
          Coordinates: {latitude}, {longitude}
        </Trans>
      </Coordinates>
      <LocationMap property={data} />
    </Panel>
  );
}
