import styled from 'styled-components';
import { theme } from '../../styles/theme';

/** One part of the account page: a card with its heading, its words and its action. */
export const AccountSection = styled.section<{ $danger?: boolean }>`
  display: grid;
  gap: 0.85rem;
  padding: 1.5rem;
  background: ${theme.colors.surface};
  border: 1px solid ${({ $danger }) => ($danger ? '#fecaca' : theme.colors.border)};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  h2 { margin: 0; font-size: 1.25rem; }
  p { margin: 0; color: ${theme.colors.muted}; overflow-wrap: anywhere; }
  @media (max-width: ${theme.breakpoints.sm}) { padding: 1.25rem 1rem; }
`;

/** A result said after an action, such as 'Your name was saved.'. */
export const SuccessText = styled.span`
  color: ${theme.colors.success};
  font-weight: 600;
`;

/** A row of an action and what it said, wrapping on a phone. */
export const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
`;
