import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../styles/theme';

const Panel = styled.div`
  display: grid;
  justify-items: center;
  text-align: center;
  gap: 0.5rem;
  padding: 3.5rem 1rem;
  background: ${theme.colors.surface};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  color: ${theme.colors.muted};
  h2 { margin: 0.5rem 0 0; color: ${theme.colors.text}; font-size: 1.3rem; }
  p { margin: 0; }
`;

/** A list with nothing in it: an icon, what happened, and what to do (a line or a link). */
export function EmptyState({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Panel>
      {icon}
      <h2>{title}</h2>
      {children}
    </Panel>
  );
}
