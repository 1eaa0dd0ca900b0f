import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { storedRows, type StoredEntry, type StoredUse } from '../../lib/deviceStorage';
import { theme } from '../../styles/theme';
import { InfoPage } from './InfoPage';

/** The table's rows, grouped once: the entries are fixed at build time. */
const rows = storedRows();

/** Every use has its sentence: an entry added to the list without one does not compile. */
const uses: Record<StoredUse, MessageDescriptor> = {
  session: msg`Keeps you signed in.`,
  visitor: msg`Keeps the listings you save before you sign in.`,
  device: msg`Lets this browser ask for sign-in codes even when others have asked for too many for your contact.`,
  accounts: msg`The accounts made in this browser, when CampusNest runs in the browser alone.`,
  signedIn: msg`Who is signed in in this browser.`,
  pendingCode: msg`The sign-in code waiting to be entered.`,
  saved: msg`Your saved listings.`,
  listings: msg`The listings you add or change, when CampusNest runs in the browser alone.`,
  conversations: msg`Your conversations with students and landlords, when CampusNest runs in the browser alone.`,
  bookings: msg`Your requests to book and the stays landlords accepted, when CampusNest runs in the browser alone.`,
  language: msg`The language you chose.`,
  probe: msg`Checks that this browser lets CampusNest store anything; removed at once.`,
  writeOrder: msg`Keeps in order the changes made in several tabs at once, when CampusNest runs in the browser alone.`,
  photos: msg`The photos of listings you add, when CampusNest runs in the browser alone.`,
  tiles: msg`The street-map tiles you have seen, so that maps show streets without a network.`,
  offline: msg`The app's files and pages, so that CampusNest opens without a network.`,
};

const kinds: Record<StoredEntry['kind'], MessageDescriptor> = {
  cookie: msg`Cookie`,
  localStorage: msg`Browser storage`,
  indexedDB: msg`Browser database`,
  cache: msg`Offline cache`,
};

/**
 * A table on wide screens. On a phone or a narrow window each entry is a block: its names across
 * the width, each other cell beside its column's name (four columns at 390 px broke the names
 * letter by letter, and at 700 px a German kind pushed the page wider). The explicit roles keep it
 * a table for screen readers, which drop a table's semantics once its parts are no longer displayed
 * as one; the names beside the cells are drawn by CSS with empty alternative text, since a screen
 * reader already announces each cell's column header.
 */
const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  max-width: none;
  margin-bottom: 1rem;
  font-size: 0.95rem;
  th, td { text-align: left; vertical-align: top; padding: 0.55rem 0.75rem 0.55rem 0; border-bottom: 1px solid ${theme.colors.border}; }
  code { font-size: 0.85rem; white-space: nowrap; }
  td > code { display: block; }
  td > code + code { margin-top: 0.4rem; }
  @media (max-width: ${theme.breakpoints.md}) {
    &, tbody, tr, td { display: block; }
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
    tr { padding: 0.75rem 0; border-bottom: 1px solid ${theme.colors.border}; }
    td { padding: 0.2rem 0; border-bottom: none; }
    code { white-space: normal; overflow-wrap: anywhere; }
    td:first-child { padding-bottom: 0.4rem; }
    td[data-label] { display: grid; grid-template-columns: 7.5rem 1fr; column-gap: 0.75rem; }
    td[data-label]::before {
      content: attr(data-label);
      content: attr(data-label) / '';
      color: ${theme.colors.muted};
      font-size: 0.85rem;
      font-weight: 600;
    }
  }
`;

const DAY_MS = 24 * 60 * 60 * 1000;

export default function CookiesPage() {
  const { t, i18n } = useLingui();
  const lifetime = (ms: number | null) => {
    if (ms === null) return t`Until you log out or clear it`;
    if (ms === 0) return t`Removed at once`;
    if (ms < DAY_MS) {
      const minutes = Math.round(ms / 60_000);
      return t({ message: plural(minutes, { one: '# minute', other: '# minutes' }), comment: 'How long a cookie or storage entry is kept' });
    }
    const days = Math.round(ms / DAY_MS);
    return t({ message: plural(days, { one: '# day', other: '# days' }), comment: 'How long a cookie or storage entry is kept' });
  };
  const [kind, usedFor, keptFor] = [t`Kind`, t`Used for`, t`Kept for`];
  const columns = [t`Name`, kind, usedFor, keptFor];
  return (
    <InfoPage
      title={t`Cookie Policy`}
      lead={
        <Trans>
          CampusNest keeps only the cookies and storage it needs to work. None of them tracks you or serves advertising, so we do not ask for your consent.
        </Trans>
      }
    >
      <h2>
        <Trans>What is kept on your device</Trans>
      </h2>
      <Table role="table">
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column} role="columnheader" scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((entry) => (
            <tr key={entry.names[0]} role="row">
              <td role="cell">
                {entry.names.map((name) => (
                  <code key={name}>{name}</code>
                ))}
              </td>
              <td role="cell" data-label={kind}>
                {i18n._(kinds[entry.kind])}
              </td>
              <td role="cell" data-label={usedFor}>
                {i18n._(uses[entry.use])}
              </td>
              <td role="cell" data-label={keptFor}>
                {lifetime(entry.lifetimeMs)}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p>
        <Trans>
          Cookies are set only by CampusNest&apos;s own server; when CampusNest runs in your browser alone, it keeps everything in browser storage instead.
        </Trans>
      </p>
      <h2>
        <Trans>Removing them</Trans>
      </h2>
      <p>
        <Trans>You can delete them in your browser&apos;s settings. You will then be signed out, and lose the listings saved only in this browser.</Trans>
      </p>
    </InfoPage>
  );
}
