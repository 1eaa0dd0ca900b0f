import { useMutation } from '@apollo/client/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { FormAlert } from '../../features/auth/AuthCard';
import { graphql } from '../../gql';
import { formatCount } from '../../i18n/format';
import { AccountSection, ActionRow, SuccessText } from './accountSection';

const LogoutOtherDevicesMutation = graphql(`
  mutation LogoutOtherDevices {
    logoutOtherDevices {
      ended
      errors {
        code
        message
      }
    }
  }
`);

/** 'Log out of other devices' (docs/product.md#account): every session of the account but this one ends. */
export function OtherDevices() {
  const [logoutOthers, { loading }] = useMutation(LogoutOtherDevicesMutation);
  const [ended, setEnded] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const { t, i18n } = useLingui();

  const run = async () => {
    setEnded(null);
    setFailed(false);
    try {
      const { data } = await logoutOthers();
      if (!data || data.logoutOtherDevices.errors.length > 0) throw new Error('logoutOtherDevices failed');
      setEnded(data.logoutOtherDevices.ended);
    } catch {
      setFailed(true);
    }
  };

  const count = ended ?? 0;
  const shown = formatCount(i18n.locale, count);
  return (
    <AccountSection aria-labelledby="account-devices">
      <h2 id="account-devices">
        <Trans>Log out of other devices</Trans>
      </h2>
      <p>
        <Trans>Ends your sessions in every other browser and device, such as a phone you lost. You stay logged in here.</Trans>
      </p>
      {failed ? (
        <FormAlert role="alert">
          <Trans>We couldn&apos;t log out your other devices. Please try again.</Trans>
        </FormAlert>
      ) : null}
      <ActionRow>
        <Button type="button" $variant="secondary" onClick={() => void run()} disabled={loading}>
          {loading ? t`Logging out...` : t`Log out of other devices`}
        </Button>
        <span role="status">
          {ended === null ? null : (
            <SuccessText>
              {count === 0
                ? t`No other device was logged in.`
                : t({ message: plural(count, { one: `Logged out of ${shown} other device.`, other: `Logged out of ${shown} other devices.` }) })}
            </SuccessText>
          )}
        </span>
      </ActionRow>
    </AccountSection>
  );
}
