import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { StaySummary_BookingFragment } from '../../gql/graphql';
import { useStayText } from './useStayText';

export const StaySummaryFragment = graphql(`
  fragment StaySummary_booking on Booking {
    moveIn
    moveOut
    months
    total
  }
`);

/** A request's stay (dates, months, total), as the student's list and the landlord's requests show it. */
export function StaySummary({ booking }: { booking: FragmentType<StaySummary_BookingFragment> }) {
  const { data, complete } = useFragment({ fragment: StaySummaryFragment, from: booking });
  const stayText = useStayText();
  return complete ? <p>{stayText(data)}</p> : null;
}
