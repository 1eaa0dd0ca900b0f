import styled, { keyframes } from 'styled-components';
import { theme } from '../styles/theme';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 3px solid ${theme.colors.primarySoft};
  border-top-color: ${theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 40vh;
`;

/** A labelled spinner; `label` is what a screen reader announces, in the user's language. */
export function Spinner({ label, size = 40 }: { label: string; size?: number }) {
  return (
    <Centered role="status" aria-live="polite">
      <Ring $size={size} aria-hidden="true" />
      <VisuallyHiddenText>{label}</VisuallyHiddenText>
    </Centered>
  );
}

export const VisuallyHiddenText = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
