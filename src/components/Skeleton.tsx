import styled, { keyframes } from 'styled-components';
import { theme } from '../app/theme';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

/** A grey placeholder block; size it with width/height so the real content lands in the same box. */
export const Skeleton = styled.span<{ $width?: string; $height?: string; $radius?: string }>`
  display: block;
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = '1em' }) => $height};
  border-radius: ${({ $radius }) => $radius ?? theme.radius.sm};
  background: linear-gradient(90deg, ${theme.colors.skeleton} 25%, #f3f4f6 50%, ${theme.colors.skeleton} 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;
