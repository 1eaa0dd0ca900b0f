import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PRIVACY_EMAIL } from './contactAddresses';
import { InfoPage, MailLink } from './InfoPage';

export default function PrivacyPage() {
  const { t } = useLingui();
  return (
    <InfoPage
      title={t`Privacy Policy`}
      lead={<Trans>What CampusNest keeps about you, why, for how long and who sees it. We keep only what the service needs.</Trans>}
    >
      <h2>
        <Trans>Who runs CampusNest</Trans>
      </h2>
      <p>
        <Trans>
          The CampusNest team runs this site and decides what is kept and why (the controller, in the GDPR&apos;s words). Write to{' '}
          <MailLink to={PRIVACY_EMAIL} /> about anything on this page.
        </Trans>
      </p>
      <h2>
        <Trans>What we keep</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Your account: your first and last name, and the email address or phone number you signed up with.</Trans>
        </li>
        <li>
          <Trans>Sign-in codes, as a hash rather than the code itself, until they are used or expire.</Trans>
        </li>
        <li>
          <Trans>Your saved listings, and those of a visitor who has not signed in yet, under a random id in a cookie.</Trans>
        </li>
        <li>
          <Trans>The messages you send to landlords: your name, email, phone number if you give it, and your message.</Trans>
        </li>
        <li>
          <Trans>
            The listings you add: their details, location and photos, which are published for everyone to see; photos are stored without their hidden data, such
            as where they were taken.
          </Trans>
        </li>
        <li>
          <Trans>Your sessions: a random id in a cookie while you are signed in.</Trans>
        </li>
        <li>
          <Trans>Counts of recent requests per network address and per contact, to stop abuse, stored under keyed hashes rather than the address itself.</Trans>
        </li>
      </ul>
      <h2>
        <Trans>Why</Trans>
      </h2>
      <p>
        <Trans>
          To give you the service you asked for: signing you in, keeping your saved listings, passing your messages to landlords and keeping the site safe from
          abuse. We do not sell your data, show advertising or follow you across other sites.
        </Trans>
      </p>
      <h2>
        <Trans>For how long</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Sign-in codes: 5 minutes.</Trans>
        </li>
        <li>
          <Trans>Sessions: 30 days from signing in, or until you log out.</Trans>
        </li>
        <li>
          <Trans>A visitor&apos;s saved listings: 180 days after the last save.</Trans>
        </li>
        <li>
          <Trans>A conversation you start without an account: a year after its last message, unless you sign up or log in with the email you wrote from.</Trans>
        </li>
        <li>
          <Trans>Your account, its saved listings and your messages: until you ask us to delete them.</Trans>
        </li>
      </ul>
      <h2>
        <Trans>Who receives it</Trans>
      </h2>
      <p>
        <Trans>
          The landlord of a listing you write about receives your message with your name, email address and phone number, so that they can answer you. Nobody
          else does, unless the law obliges us.
        </Trans>
      </p>
      <h2>
        <Trans>In this browser</Trans>
      </h2>
      <p>
        <Trans>
          When CampusNest runs in your browser alone, everything above stays in this browser&apos;s storage on your device. The{' '}
          <Link to="/cookies">Cookie Policy</Link> lists each cookie and storage entry.
        </Trans>
      </p>
      <h2>
        <Trans>Your rights</Trans>
      </h2>
      <p>
        <Trans>
          On <Link to="/account">your account page</Link> you can correct your name, download everything we keep about you as a file, and delete your account
          yourself.
        </Trans>
      </p>
      <p>
        <Trans>
          You may see what we keep about you, have it corrected, take it with you and have it erased. Write to <MailLink to={PRIVACY_EMAIL} /> from your
          account&apos;s email address; we answer within one month. The <Link to="/gdpr">GDPR page</Link> explains each right.
        </Trans>
      </p>
    </InfoPage>
  );
}
