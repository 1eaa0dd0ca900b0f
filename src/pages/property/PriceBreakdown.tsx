import { useLingui } from '@lingui/react/macro';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { billLabels } from '../../features/listings/listingTermsLabels';
import { formatAmount, formatList } from '../../i18n/format';
import { graphql } from '../../gql';
import type { PriceBreakdown_PropertyFragment } from '../../gql/graphql';
import { Panel } from './sectionStyles';
import { TermsList } from './termsStyles';

export const PriceBreakdownFragment = graphql(`
  fragment PriceBreakdown_property on Property {
    id
    price
    billsIncluded
    includedBills
    billsEstimate
    deposit
    totalMonthly
  }
`);

const Total = styled.div`
  border-top: 1px solid ${theme.colors.border};
  padding-top: 0.6rem;
  font-weight: 800;
  dd { font-size: 1.15rem; }
`;

export function PriceBreakdown({ property }: { property: FragmentType<PriceBreakdown_PropertyFragment> }) {
  const { data, complete } = useFragment({ fragment: PriceBreakdownFragment, from: property });
  const { t, i18n } = useLingui();
  if (!complete) return null;
  const { locale } = i18n;
  const perMonth = (euros: number) => {
    const amount = formatAmount(locale, euros);
    return t({ message: `${amount}/month`, comment: 'A monthly amount in the price breakdown, as in €650/month' });
  };
  const included = formatList(
    locale,
    data.includedBills.map((bill) => i18n._(billLabels[bill])),
  );
  const estimate = formatAmount(locale, data.billsEstimate ?? 0);
  return (
    <Panel aria-labelledby="price-breakdown-title">
      <h2 id="price-breakdown-title">{t`Price breakdown`}</h2>
      <TermsList>
        <div>
          <dt>{t({ message: 'Rent', comment: 'Price breakdown: the monthly rent' })}</dt>
          <dd>{perMonth(data.price)}</dd>
        </div>
        <div>
          <dt>{t({ message: 'Bills', comment: 'Price breakdown: electricity, heating, water, internet' })}</dt>
          <dd>
            {data.billsIncluded
              ? t({ message: `Included — ${included}`, comment: 'Bills the rent includes, as in "Included — electricity, water, internet"' })
              : t({
                  message: `about ${estimate}/month, not included`,
                  comment: 'The landlord\'s estimate of bills paid on top of the rent, as in "about €80/month, not included"',
                })}
          </dd>
        </div>
        <div>
          <dt>{t({ message: 'Deposit', comment: 'Price breakdown: paid once, returned at the end of the stay' })}</dt>
          <dd>{formatAmount(locale, data.deposit)}</dd>
        </div>
        <Total>
          <dt>{t({ message: 'Total per month', comment: 'Price breakdown: rent plus bills not included' })}</dt>
          <dd>{formatAmount(locale, data.totalMonthly)}</dd>
        </Total>
      </TermsList>
    </Panel>
  );
}
