import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { MapIcon } from '../../components/icons';
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
  }
`);

const MapPlaceholder = styled.div`
  display: grid;
  place-items: center;
  gap: 0.25rem;
  height: 180px;
  margin-top: 1rem;
  border-radius: ${theme.radius.md};
  background:
    repeating-linear-gradient(0deg, transparent 0 38px, rgb(55 48 163 / 8%) 38px 40px),
    repeating-linear-gradient(90deg, transparent 0 38px, rgb(55 48 163 / 8%) 38px 40px),
    ${theme.colors.primarySoft};
  color: ${theme.colors.primary};
  text-align: center;
  p { margin: 0; font-weight: 600; }
`;

const Coordinates = styled.p`
  margin: 0;
  font-variant-numeric: tabular-nums;
`;

export function PropertyLocation({ property }: { property: FragmentType<PropertyLocation_PropertyFragment> }) {
  const { data, complete } = useFragment({ fragment: PropertyLocationFragment, from: property });
  if (!complete) return null;
  const { lat, lng } = data.coordinates;
  return (
    <Panel aria-labelledby="location-title">
      <h2 id="location-title">Location</h2>
      <Coordinates>
        Coordinates: {lat.toFixed(4)}, {lng.toFixed(4)}
      </Coordinates>
      <MapPlaceholder>
        <div>
          <MapIcon size={32} />
          <p>Map coming soon</p>
        </div>
      </MapPlaceholder>
    </Panel>
  );
}
