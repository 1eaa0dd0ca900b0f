import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { BathIcon, BedIcon, PinIcon, RouteIcon, SchoolIcon } from '../../components/icons';
import { formatCount, formatDistance, formatPrice } from '../../i18n/format';
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
  const { t, i18n } = useLingui();
  if (!complete) return null;
  const { locale } = i18n;
  const university = data.university;
  const distance = formatDistance(locale, data.distanceKm);
  const { bedrooms, bathrooms } = data;
  const bedroomCount = formatCount(locale, bedrooms);
  const bathroomCount = formatCount(locale, bathrooms);
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
            {t`Near ${university}`}
          </Line>
          <Line>
            <RouteIcon size={18} />
            {t({ message: `${distance} to ${university}`, comment: 'Straight-line distance to the main campus, as in "2.3 km to Free University of Berlin"' })}
          </Line>
        </div>
        <Price>
          {formatPrice(locale, data.price)}
          <span>{t({ message: '/month', comment: 'After a monthly rent, as in €459/month' })}</span>
        </Price>
      </Header>
      <Facts>
        <li>
          <BedIcon />
          {t({ message: plural(bedrooms, { one: `${bedroomCount} bedroom`, other: `${bedroomCount} bedrooms` }) })}
        </li>
        <li>
          <BathIcon />
          {t({ message: plural(bathrooms, { one: `${bathroomCount} bathroom`, other: `${bathroomCount} bathrooms` }) })}
        </li>
      </Facts>
    </div>
  );
}
