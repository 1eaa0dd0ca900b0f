import { Trans } from '@lingui/react/macro';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { plainList } from '../../styles/plainList';
import { MailIcon, PhoneIcon } from '../../components/icons';
import { graphql } from '../../gql';
import type { OwnerCard_PropertyFragment } from '../../gql/graphql';
import { Panel } from './sectionStyles';

export const OwnerCardFragment = graphql(`
  fragment OwnerCard_property on Property {
    id
    landlord {
      name
      email
      phone
      avatar
    }
  }
`);

const Person = styled.div`
  display: flex;
  align-items: center;
  gap: 0.9rem;
  margin-bottom: 1rem;
  img { width: 64px; height: 64px; border-radius: 50%; flex: none; background: ${theme.colors.skeleton}; }
  p { margin: 0; font-weight: 700; font-size: 1.05rem; }
  span { color: ${theme.colors.muted}; font-size: 0.9rem; }
`;

const Contacts = styled.ul`
  ${plainList}
  display: grid;
  gap: 0.5rem;
  a { display: inline-flex; align-items: center; gap: 0.5rem; overflow-wrap: anywhere; min-height: 32px; }
  svg { flex: none; }
`;

export function OwnerCard({ property }: { property: FragmentType<OwnerCard_PropertyFragment> }) {
  const { data, complete } = useFragment({ fragment: OwnerCardFragment, from: property });
  if (!complete) return null;
  const { landlord } = data;
  return (
    <Panel aria-labelledby="owner-title">
      <h2 id="owner-title">
        <Trans>Property Owner</Trans>
      </h2>
      <Person>
        {/* The name is printed beside the avatar, so the picture itself adds nothing to read out. */}
        <img src={landlord.avatar} alt="" width={96} height={96} />
        <div>
          <p>{landlord.name}</p>
          <span>
            <Trans>Verified landlord</Trans>
          </span>
        </div>
      </Person>
      <Contacts>
        <li>
          <a href={`mailto:${landlord.email}`}>
            <MailIcon size={18} />
            {landlord.email}
          </a>
        </li>
        <li>
          <a href={`tel:${landlord.phone.replace(/[^\d+]/g, '')}`}>
            <PhoneIcon size={18} />
            {landlord.phone}
          </a>
        </li>
      </Contacts>
    </Panel>
  );
}
