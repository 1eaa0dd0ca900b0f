/** Form controls' looks, apart from the components: the home page's search box needs only these. */
import { theme } from '../styles/theme';

/** A form control's box; an invalid one gets a red edge. */
export const inputStyles = `
  width: 100%;
  min-height: 44px;
  padding: 0.6rem 0.75rem;
  border: 1px solid ${theme.colors.inputBorder};
  border-radius: 8px;
  background: ${theme.colors.surface};
  color: inherit;
  &[aria-invalid='true'] { border-color: ${theme.colors.danger}; }
`;

/** A control's or a group's name above it. */
export const labelStyles = `
  font-weight: 600;
  font-size: 0.95rem;
`;
