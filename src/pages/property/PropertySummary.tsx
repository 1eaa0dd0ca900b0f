import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { BathIcon, BedIcon, PinIcon, RouteIcon, SchoolIcon } from '../../components/icons';
import { formatKm } from '../../lib/geo';
import { graphql } from '../../gql';
import type { PropertySummary_PropertyFragment } from '../../gql/graphql';

export const PropertySummaryFragment = graphql(`
  fragment PropertySummary_property on Property {
    id
    name
    address
    university
    price
    bedrooms
    bathrooms
    distanceKm
  }
`);

export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: 1rem;
  h1 { margin: 0 0 0.5rem; font-size: clamp(1.6rem, 4vw, 2.2rem); letter-spacing: -0.01em; line-height: 1.2; }
`;

const Line = styled.p`
  margin: 0.2rem 0 0;
  display: flex;
  align-items: center;
  gap: 0.4rem;
  color: ${theme.colors.muted};
  svg { flex: none; color: ${theme.colors.primary}; }
`;

const Price = styled.p`
  margin: 0;
  font-size: 2rem;
  font-weight: 800;
  line-height: 1.1;
  span { font-size: 1rem; font-weight: 500; color: ${theme.colors.muted}; }
`;

const Facts = styled.ul`
  list-style: none;
  margin: 1.25rem 0 0;
  padding: 1rem 0 0;
  border-top: 1px solid ${theme.colors.border};
  display: flex;
  gap: 1.75rem;
  flex-wrap: wrap;
  font-weight: 600;
  li { display: inline-flex; align-items: center; gap: 0.5rem; }
  svg { color: ${theme.colors.primary}; }
`;

export function PropertySummary({ property }: { property: FragmentType<PropertySummary_PropertyFragment> }) {
  const { data, complete } = useFragment({ fragment: PropertySummaryFragment, from: property });
  if (!complete) return null;
  return (
    <div>
      <Header>
        <div>
          <h1>{data.name}</h1>
          <Line>
            <PinIcon size={18} />
            {data.address}
          </Line>
          <Line>
            <SchoolIcon size={18} />
            Near {data.university}
          </Line>
          <Line>
            <RouteIcon size={18} />
            {formatKm(data.distanceKm)} to {data.university}
          </Line>
        </div>
        <Price>
          €{data.price}
          <span>/month</span>
        </Price>
      </Header>
      <Facts>
        <li>
          <BedIcon />
          {plural(data.bedrooms, 'bedroom')}
        </li>
        <li>
          <BathIcon />
          {plural(data.bathrooms, 'bathroom')}
        </li>
      </Facts>
    </div>
  );
}
