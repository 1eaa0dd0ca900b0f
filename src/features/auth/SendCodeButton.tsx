import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Button } from '../../components/Button';

// aria-disabled rather than disabled: a disabled button drops keyboard focus mid-send.
const BusyButton = styled(Button)`
  &[aria-disabled='true'] { opacity: 0.55; cursor: progress; }
`;

/** Step 1's submit button, which says what it is doing while the code goes out. */
export function SendCodeButton({ sending }: { sending: boolean }) {
  const { t } = useLingui();
  return (
    <BusyButton type="submit" $block aria-disabled={sending}>
      {sending ? t`Sending OTP...` : t`Send Verification Code`}
    </BusyButton>
  );
}
