import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import styled from 'styled-components';
import { LocationMap } from '../../features/map/LocationMap';
import { graphql } from '../../gql';
import type { PropertyLocation_PropertyFragment } from '../../gql/graphql';
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
  if (!complete) return null;
  const { lat, lng } = data.coordinates;
  return (
    <Panel aria-labelledby="location-title">
      <h2 id="location-title">Location</h2>
      <Coordinates>
        Coordinates: {lat.toFixed(4)}, {lng.toFixed(4)}
      </Coordinates>
      <LocationMap property={data} />
    </Panel>
  );
}
