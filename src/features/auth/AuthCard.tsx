import styled from 'styled-components';
import { theme } from '../../styles/theme';

/** The centred card every account screen sits in; edge to edge on a phone. */
export const AuthCard = styled.section`
  width: 100%;
  max-width: 460px;
  margin: 3rem auto;
  padding: 2rem;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  @media (max-width: ${theme.breakpoints.sm}) {
    margin: 0;
    padding: 1.5rem ${theme.layout.gutter} 2rem;
    border: 0;
    border-radius: 0;
    box-shadow: none;
  }
`;

export const AuthTitle = styled.h1`
  margin: 0 0 0.35rem;
  font-size: 1.6rem;
  line-height: 1.25;
  &:focus { outline: none; }
`;

export const AuthLead = styled.p`
  margin: 0 0 1.5rem;
  color: ${theme.colors.muted};
  overflow-wrap: anywhere;
`;

export const AuthForm = styled.form`
  display: grid;
  gap: 1.1rem;
`;

export const AuthFootnote = styled.p`
  margin: 1.5rem 0 0;
  text-align: center;
  color: ${theme.colors.muted};
  a { font-weight: 600; }
`;

/** A form-wide failure, such as the backend failing to send a code. */
export const FormAlert = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.dangerSoft};
  color: ${theme.colors.danger};
  font-weight: 500;
`;
