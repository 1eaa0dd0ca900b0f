import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { HeadsetIcon, ShieldIcon, TagIcon, UsersIcon } from '../../components/icons';
import { cardGrid } from './cardGrid';

const features: Array<{ title: MessageDescriptor; body: MessageDescriptor; Icon: ComponentType<{ size?: number }> }> = [
  { title: msg`Verified Properties`, Icon: ShieldIcon, body: msg`Every listing is checked before it goes live, so the room you see is the room you get.` },
  { title: msg`Student Community`, Icon: UsersIcon, body: msg`Live near your campus with other students, from first-years to PhD researchers.` },
  { title: msg`24/7 Support`, Icon: HeadsetIcon, body: msg`Questions about a listing or a landlord? Our team answers day and night, in English.` },
  { title: msg`Best Prices`, Icon: TagIcon, body: msg`Clear monthly rents with no booking fees, so you can compare homes on a student budget.` },
];

const Grid = styled.ul`
  ${cardGrid(4)}
  @media (max-width: ${theme.breakpoints.sm}) { grid-template-columns: 1fr; }
`;

const Card = styled.li`
  background: ${theme.colors.surface};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  padding: 1.5rem;
  h3 { margin: 0.9rem 0 0.4rem; font-size: 1.1rem; }
  p { margin: 0; color: ${theme.colors.muted}; }
`;

const IconBadge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 52px;
  height: 52px;
  border-radius: 14px;
  background: ${theme.colors.primarySoft};
  color: ${theme.colors.primary};
`;

export function Features() {
  const { i18n } = useLingui();
  return (
    <Grid>
      {features.map(({ title, body, Icon }) => (
        <Card key={title.id}>
          <IconBadge>
            <Icon size={26} />
          </IconBadge>
          <h3>{i18n._(title)}</h3>
          <p>{i18n._(body)}</p>
        </Card>
      ))}
    </Grid>
  );
}
