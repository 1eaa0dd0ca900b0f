import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Spinner } from './Spinner';

// A page is at least a screen tall once it loads, so the spinner holds that much room: the footer
// stays below the fold instead of jumping down when the content arrives (no layout shift).
const Room = styled.div`
  min-height: 100vh;
  display: grid;
  align-content: start;
  padding-top: 20vh;
`;

/** The spinner that stands in for a whole page while its code or data loads. */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <Room>
      <Spinner label={label ?? t`Loading`} />
    </Room>
  );
}
