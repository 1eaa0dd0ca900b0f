import styled, { css } from 'styled-components';
import { theme } from '../styles/theme';

type Variant = 'primary' | 'secondary' | 'ghost';

const variants = {
  primary: css`
    background: ${theme.colors.primary};
    color: #fff;
    border-color: ${theme.colors.primary};
    &:hover:not(:disabled) { background: ${theme.colors.primaryHover}; }
  `,
  secondary: css`
    background: ${theme.colors.surface};
    color: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    &:hover:not(:disabled) { background: ${theme.colors.primarySoft}; }
  `,
  ghost: css`
    background: transparent;
    color: inherit;
    border-color: transparent;
    &:hover:not(:disabled) { background: rgb(0 0 0 / 5%); }
  `,
};

export const Button = styled.button<{ $variant?: Variant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.6rem 1.2rem;
  border: 2px solid;
  border-radius: ${theme.radius.md};
  font-weight: 600;
  cursor: pointer;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $variant = 'primary' }) => variants[$variant]}
  &:disabled { opacity: 0.55; cursor: not-allowed; }
`;
