import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '../styles/theme';

/** A centred card for pages that only have a message and a way on (not found, missing listing). */
export const NotFoundBox = styled.div`
  max-width: 560px;
  width: calc(100% - 2 * ${theme.layout.gutter});
  margin: 3rem auto;
  padding: 2.5rem 1.5rem;
  text-align: center;
  display: grid;
  justify-items: center;
  gap: 0.75rem;
  background: ${theme.colors.surface};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  svg { color: ${theme.colors.primary}; }
  h1 { margin: 0; font-size: 1.8rem; }
  p { margin: 0; color: ${theme.colors.muted}; }
`;

export const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0.6rem 1.2rem;
  margin-top: 0.5rem;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.primary};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
  &:hover { background: ${theme.colors.primaryHover}; }
`;
