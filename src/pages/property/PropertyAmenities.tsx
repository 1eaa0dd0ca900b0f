import { Trans } from '@lingui/react/macro';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { plainList } from '../../styles/plainList';
import { CheckIcon } from '../../components/icons';
import { graphql } from '../../gql';
import type { PropertyAmenities_PropertyFragment } from '../../gql/graphql';
import { Panel } from './sectionStyles';

export const PropertyAmenitiesFragment = graphql(`
  fragment PropertyAmenities_property on Property {
    id
    amenities
  }
`);

const List = styled.ul`
  ${plainList}
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 0.75rem;
  li { display: flex; align-items: center; gap: 0.5rem; }
  svg { flex: none; color: ${theme.colors.success}; }
`;

export function PropertyAmenities({ property }: { property: FragmentType<PropertyAmenities_PropertyFragment> }) {
  const { data, complete } = useFragment({ fragment: PropertyAmenitiesFragment, from: property });
  if (!complete) return null;
  return (
    <Panel aria-labelledby="amenities-title">
      <h2 id="amenities-title">
        <Trans>Amenities</Trans>
      </h2>
      <List>
        {data.amenities.map((amenity) => (
          <li key={amenity}>
            <CheckIcon size={18} />
            {amenity}
          </li>
        ))}
      </List>
    </Panel>
  );
}
