import styled, { keyframes } from 'styled-components';
import { theme } from '../styles/theme';

/**
 * A slow fade for a loading placeholder. Opacity rather than a moving gradient: the compositor
 * animates it on its own, where a gradient would repaint on the page's thread every frame while
 * the page is busy rendering what it loaded.
 */
export const pulse = keyframes`
  50% { opacity: 0.5; }
`;

/**
 * A grey placeholder block; size it with width/height so the real content lands in the same box.
 * Give the group of blocks the `pulse` animation (one animated layer, not one per block).
 */
export const Skeleton = styled.span<{ $width?: string; $height?: string; $radius?: string }>`
  display: block;
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = '1em' }) => $height};
  border-radius: ${({ $radius }) => $radius ?? theme.radius.sm};
  background: ${theme.colors.skeleton};
`;
