/**
 * The conversation pages over the real schema (issue #34): the header's count, the list, the
 * thread (opening it marks it read), the reply box (an empty reply refused beside it, a failed send
 * keeping what was typed), someone else's thread, and the guard.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { generateProperties } from '../../scripts/data/generate';
import { sampleLandlordAccount } from '../../src/api/data/sampleLandlords';
import { createStore } from '../../src/api/store/store';
import { storageKeys } from '../../src/lib/deviceStorage';
import { messageTextProblems } from '../../src/lib/messageText';
import { ana, seedUsers, type SeedUser } from './accountsHelpers';
import { renderApp } from './renderApp';

const listing = generateProperties()[0]!;
const landlord: SeedUser = sampleLandlordAccount(listing.landlord);
const eve: SeedUser = { id: 'u-eve', firstName: 'Eve', lastName: 'Stone', email: 'eve@uni.eu', phone: null, isVerified: true };

/** Ana's conversation with the listing's landlord, as the contact form starts it. */
const anaToLandlord = {
  listingId: listing.id,
  listingName: listing.name,
  landlordId: landlord.id,
  landlordName: landlord.firstName,
  studentId: ana.id,
  studentEmail: 'ana@uni.eu',
  studentName: 'Ana',
};

/** Ana wrote to the listing's landlord; returns the conversation's id. */
async function anaWrote(text = 'Is the room free in September?') {
  const written = await createStore().conversations.writeToListing(anaToLandlord, text, Date.now());
  return written.conversation.id;
}

describe('the messages pages', () => {
  it("show the landlord 'Messages 1', the conversation, and the thread, which opening marks read", async () => {
    seedUsers([ana, landlord], landlord);
    const id = await anaWrote();
    const { user } = renderApp('/messages');
    const link = await screen.findByRole('link', { name: 'Messages 1' });
    expect(link).toHaveAttribute('href', '/messages');
    expect(screen.getByText('1 conversation with unread messages')).toHaveAttribute('role', 'status');
    const row = await screen.findByRole('link', { name: new RegExp(listing.name) });
    expect(row).toHaveAttribute('href', `/messages/${id}`);
    expect(within(row).getByText('Unread')).toBeInTheDocument();
    expect(within(row).getByText('With Ana, a student')).toBeInTheDocument();
    expect(within(row).getByText('Is the room free in September?')).toBeInTheDocument();

    await user.click(row);
    const thread = await screen.findByRole('list', { name: 'Messages in this conversation' });
    expect(within(thread).getByText('Is the room free in September?')).toBeInTheDocument();
    expect(within(thread).getByText(/^Ana ·/)).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('link', { name: 'Messages' })).toBeInTheDocument();
    });
  });

  it('refuse an empty reply beside the box, and send one that is written', async () => {
    seedUsers([ana, landlord], landlord);
    const id = await anaWrote();
    const { user } = renderApp(`/messages/${id}`);
    const box = await screen.findByRole('textbox', { name: 'Reply' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(box).toHaveAccessibleDescription(messageTextProblems.empty);
    expect(box).toHaveFocus();
    await user.type(box, 'Yes, <b>it is</b>.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const thread = screen.getByRole('list', { name: 'Messages in this conversation' });
    expect(await within(thread).findByText('Yes, <b>it is</b>.')).toBeInTheDocument();
    expect(thread.querySelector('b')).toBeNull();
    expect(box).toHaveValue('');
  });

  it('keep what was typed when the send fails', async () => {
    seedUsers([ana, landlord], landlord);
    const id = await anaWrote();
    const store = createStore();
    vi.spyOn(store.conversations, 'addMessage').mockRejectedValue(new Error('storage is gone'));
    const { user } = renderApp(`/messages/${id}`, { context: { store } });
    const box = await screen.findByRole('textbox', { name: 'Reply' });
    await user.type(box, 'Please keep this.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your reply could not be sent. It is kept here: please try again.');
    expect(box).toHaveValue('Please keep this.');
  });

  it("show a deleted account's side as 'Deleted user', and no reply box", async () => {
    seedUsers([ana, landlord], landlord);
    await anaWrote();
    await createStore().conversations.forget(ana.id);
    const { user } = renderApp('/messages');
    const row = await screen.findByRole('link', { name: new RegExp(listing.name) });
    expect(within(row).getByText('With a deleted user')).toBeInTheDocument();
    await user.click(row);
    const thread = await screen.findByRole('list', { name: 'Messages in this conversation' });
    expect(within(thread).getByText(/^Deleted user ·/)).toBeInTheDocument();
    expect(within(thread).getByText('Is the room free in September?')).toBeInTheDocument();
    expect(screen.getByText('This user has deleted their account: replies can no longer be sent.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it("answer someone else's conversation as one that does not exist", async () => {
    seedUsers([ana, landlord, eve], eve);
    const id = await anaWrote();
    renderApp(`/messages/${id}`);
    expect(await screen.findByRole('heading', { name: 'Conversation not found.' })).toBeInTheDocument();
    expect(screen.queryByText('Is the room free in September?')).toBeNull();
  });

  it('show a user without conversations the empty state, and a visitor the log-in page', async () => {
    seedUsers([eve], eve);
    const first = renderApp('/messages');
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeInTheDocument();
    first.unmount();
    localStorage.clear();
    const { router } = renderApp('/messages');
    await waitFor(() => {
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login?next=%2Fmessages');
    });
    expect(screen.queryByRole('link', { name: /^Messages/ })).toBeNull();
  });

  it("follow another tab's new message: the header's count and the list update from the storage event", async () => {
    seedUsers([ana, landlord], landlord);
    renderApp('/messages');
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeInTheDocument();
    await anaWrote('Written in another tab.');
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.conversations }));
    expect(await screen.findByRole('link', { name: 'Messages 1' })).toBeInTheDocument();
    expect(await screen.findByText('Written in another tab.')).toBeInTheDocument();
  });
});

describe("a request to book's lines in a thread", () => {
  it("are worded in the reader's language, the note as written; a line kept before lines had a kind shows its text", async () => {
    seedUsers([ana, landlord], ana);
    const store = createStore();
    const line = { moveIn: '2027-09-01', moveOut: '2028-07-01', months: 10, total: 7700 };
    const { conversation } = await store.conversations.writeToListing(
      anaToLandlord,
      'Request to book: 2027-09-01 to 2028-07-01 (10 months, €7700 in all). The landlord has 48 hours to answer.\n\nHallo!',
      Date.now(),
      { change: 'REQUESTED', ...line, note: 'Hallo!' },
    );
    await store.conversations.addMessage(
      conversation.id,
      'LANDLORD',
      'Request accepted: 2027-09-01 to 2028-07-01 (10 months, €7700 in all). These dates are now booked.',
      Date.now() + 1,
    );
    await store.conversations.addMessage(conversation.id, 'LANDLORD', 'Declined text', Date.now() + 2, { change: 'DECLINED_FOR_OVERLAP', ...line, note: '' });
    renderApp(`/messages/${conversation.id}?lang=de`);
    const thread = await screen.findByRole('list', { name: 'Nachrichten dieser Unterhaltung' });
    const bubbles = within(thread)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p:last-child')?.textContent);
    expect(bubbles[0]).toMatch(/^Buchungsanfrage: .+ · 10 Monate · .+ insgesamt\. Der Vermieter hat 48 Stunden Zeit für eine Antwort\.\n\nHallo!$/);
    expect(bubbles[1]).toMatch(/^Request accepted: 2027-09-01 to 2028-07-01/);
    expect(bubbles[2]).toMatch(/^Anfrage abgelehnt: .+\. Der Vermieter hat eine andere Anfrage für einige dieser Tage angenommen\.$/);
  });

  it("word the conversations list's latest line in the reader's language too, and a written message as written", async () => {
    seedUsers([ana, landlord], ana);
    const store = createStore();
    const line = { moveIn: '2027-09-01', moveOut: '2028-07-01', months: 10, total: 7700 };
    await store.conversations.writeToListing(anaToLandlord, 'Request cancelled by the student: 2027-09-01 to 2028-07-01.', Date.now(), {
      change: 'CANCELLED',
      ...line,
      note: '',
    });
    const other = generateProperties()[1]!;
    await store.conversations.writeToListing({ ...anaToLandlord, listingId: other.id, listingName: other.name }, 'Ist das Zimmer möbliert?', Date.now() + 1);
    renderApp('/messages?lang=de');
    const cancelled = await screen.findByRole('link', { name: new RegExp(`^${listing.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
    expect(cancelled).toHaveTextContent(/Anfrage von der Studentin oder dem Studenten zurückgezogen: .+ · 10 Monate · .+ insgesamt\./);
    expect(cancelled).not.toHaveTextContent('Request cancelled');
    expect(screen.getByRole('link', { name: new RegExp(`^${other.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })).toHaveTextContent(
      'Ist das Zimmer möbliert?',
    );
  });
});
