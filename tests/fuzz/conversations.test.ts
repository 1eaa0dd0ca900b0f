/**
 * sendMessage and markConversationRead with arbitrary input (issue #34): no call throws, every
 * refusal is typed, an accepted message is kept and returned as sent (trimmed), someone else's
 * conversation never changes, and storage stays well-formed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateProperties } from '../../scripts/data/generate';
import { storageKeys } from '../../src/api/store/keys';
import { messageTextProblem } from '../../src/lib/messageText';
import { createTestApi, type TestApi } from '../api/harness';
import { MarkRead, SendMessage, Thread } from '../api/conversationOperations';
import { anyText, textOr } from './arbitraries';
import { expectStorageWellFormed, expectTyped } from './invariants';
import { fuzz } from './runs';

const listing = generateProperties()[0]!;
const ana = { id: 'u1', firstName: 'Ana', lastName: 'Silva', email: 'ana@uni.eu', phone: null, isVerified: true };
const bo = { id: 'u2', firstName: 'Bo', lastName: 'Berg', email: 'bo@uni.eu', phone: null, isVerified: true };

/** Ana's conversation with the listing's landlord, one message in; `signedIn` is who asks. */
async function seeded(signedIn: typeof ana): Promise<{ api: TestApi; id: string }> {
  const api = createTestApi();
  api.storage.setItem(storageKeys.users, JSON.stringify([ana, bo]));
  api.storage.setItem(storageKeys.currentUser, JSON.stringify(signedIn));
  const written = await api.store.conversations.writeToListing(
    {
      listingId: listing.id,
      listingName: listing.name,
      landlordId: 'landlord:x@y.eu',
      landlordName: 'Lena',
      studentId: ana.id,
      studentEmail: ana.email,
      studentName: 'Ana',
    },
    'Hello.',
    Date.now(),
  );
  return { api, id: written.conversation.id };
}

describe('fuzzing the conversation mutations', () => {
  it('sendMessage, as one side and as someone else', async (context) => {
    await fuzz(
      context,
      fc.asyncProperty(fc.boolean(), fc.oneof(fc.constant('own'), anyText), textOr('Hi', ' ', 'x'.repeat(5001)), async (asAna, idChoice, text) => {
        const { api, id } = await seeded(asAna ? ana : bo);
        const conversationId = idChoice === 'own' ? id : idChoice;
        const result = await api.run(SendMessage, { conversationId, text });
        const errors = expectTyped(result, (data) => data.sendMessage);
        const { message } = result.data!.sendMessage;
        const stored = await api.store.conversations.allMessages(id);
        if (message) {
          expect(asAna && conversationId === id && messageTextProblem(text) === null).toBe(true);
          expect(message.text).toBe(text.trim());
          expect(stored.map((kept) => kept.text)).toEqual(['Hello.', text.trim()]);
        } else {
          expect(errors?.length).toBeGreaterThan(0);
          expect(stored.map((kept) => kept.text)).toEqual(['Hello.']);
        }
        if (!asAna) expect((await api.data(Thread, { id })).conversation).toBeNull();
        expectStorageWellFormed(api.storage);
      }),
    );
  });

  it('markConversationRead, with any id', async (context) => {
    await fuzz(
      context,
      fc.asyncProperty(fc.oneof(fc.constant('own'), anyText), async (idChoice) => {
        const { api, id } = await seeded(bo);
        const result = await api.run(MarkRead, { id: idChoice === 'own' ? id : idChoice });
        const errors = expectTyped(result, (data) => data.markConversationRead);
        expect(errors?.map((error) => error.code)).toEqual(['CONVERSATION_NOT_FOUND']);
        expect((await api.store.conversations.get(id))?.landlordUnread).toBe(true);
        expectStorageWellFormed(api.storage);
      }),
    );
  });
});
