import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { HeadsetIcon, ShieldIcon, TagIcon, UsersIcon } from '../../components/icons';

const features: Array<{ title: string; body: string; icon: ReactNode }> = [
  {
    title: 'Verified Properties',
    body: 'Every listing is checked before it goes live, so the room you see is the room you get.',
    icon: <ShieldIcon size={26} />,
  },
  {
    title: 'Student Community',
    body: 'Live near your campus with other students, from first-years to PhD researchers.',
    icon: <UsersIcon size={26} />,
  },
  {
    title: '24/7 Support',
    body: 'Questions about a listing or a landlord? Our team answers day and night, in English.',
    icon: <HeadsetIcon size={26} />,
  },
  {
    title: 'Best Prices',
    body: 'Clear monthly rents with no booking fees, so you can compare homes on a student budget.',
    icon: <TagIcon size={26} />,
  },
];

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(4, 1fr);
  @media (max-width: ${theme.breakpoints.md}) { grid-template-columns: repeat(2, 1fr); }
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
  return (
    <Grid>
      {features.map((feature) => (
        <Card key={feature.title}>
          <IconBadge>{feature.icon}</IconBadge>
          <h3>{feature.title}</h3>
          <p>{feature.body}</p>
        </Card>
      ))}
    </Grid>
  );
}
