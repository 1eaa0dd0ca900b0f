import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { plainList } from '../../styles/plainList';
import { AvailableFrom } from '../../features/listings/AvailableFrom';
import { roomTypeLabels } from '../../features/listings/listingTermsLabels';
import { formatCount, formatDate } from '../../i18n/format';
import { graphql } from '../../gql';
import type { PropertyAvailability_PropertyFragment } from '../../gql/graphql';
import { Panel } from './sectionStyles';

export const PropertyAvailabilityFragment = graphql(`
  fragment PropertyAvailability_property on Property {
    id
    roomType
    availableFrom
    availableUntil
    minStayMonths
    maxStayMonths
    bookedPeriods {
      moveIn
      moveOut
    }
  }
`);

const Lines = styled.ul`
  ${plainList}
  display: grid;
  gap: 0.5rem;
  li:first-child { font-weight: 700; }
`;

const Term = styled.span`
  color: ${theme.colors.muted};
`;

export function PropertyAvailability({ property }: { property: FragmentType<PropertyAvailability_PropertyFragment> }) {
  const { data, complete } = useFragment({ fragment: PropertyAvailabilityFragment, from: property });
  const { t, i18n } = useLingui();
  if (!complete) return null;
  const { locale } = i18n;
  const min = data.minStayMonths;
  const minShown = formatCount(locale, min);
  const max = data.maxStayMonths;
  const maxShown = max === null ? '' : formatCount(locale, max);
  const until = data.availableUntil === null ? null : formatDate(locale, data.availableUntil);
  return (
    <Panel aria-labelledby="availability-title">
      <h2 id="availability-title">{t({ message: 'Availability', comment: 'Heading: when the listing can be rented, and for how long' })}</h2>
      <Lines>
        <li>
          <AvailableFrom date={data.availableFrom} />
        </li>
        <li>
          {until === null
            ? t({ message: 'No end date', comment: 'The listing has no last free day' })
            : t({ message: `Available until ${until}`, comment: 'The last day a listing is free, as in "Available until 30 Jun 2028"' })}
        </li>
        <li>{t({ message: plural(min, { one: `Minimum stay: ${minShown} month`, other: `Minimum stay: ${minShown} months` }) })}</li>
        {max === null ? null : <li>{t({ message: plural(max, { one: `Maximum stay: ${maxShown} month`, other: `Maximum stay: ${maxShown} months` }) })}</li>}
        {data.bookedPeriods.map(({ moveIn, moveOut }) => {
          const from = formatDate(locale, moveIn);
          const to = formatDate(locale, moveOut);
          return (
            <li key={moveIn}>
              {t({
                message: `Booked ${from} – ${to}`,
                comment: 'A stay a landlord accepted, when the listing is not free: from the move-in to the move-out day',
              })}
            </li>
          );
        })}
        <li>
          <Term>{t({ message: 'Room type:', comment: 'Before the room type, as in "Room type: Studio"' })}</Term> {i18n._(roomTypeLabels[data.roomType])}
        </li>
      </Lines>
    </Panel>
  );
}
