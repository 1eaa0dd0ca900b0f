/**
 * The PostGraphile comparison's signed-in pages (issue #37: the queries wave 3 added): a landlord's
 * listings (`/landlord`'s MyListings) and a conversation of 500 messages (`/messages/{id}`'s Thread,
 * its last 50), ours asked with the landlord's session cookie as the pages ask, the peer's with the
 * closest query over the same rows (PostGraphile here has no sessions: it reads what it is asked).
 *
 * The landlord is the owner of the most listings in the bench's database; their account, a session
 * and the conversation (a student about one of their listings) are written straight into it.
 */
import { randomBytes } from 'node:crypto';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print } from 'graphql';
import pg from 'pg';
import { MyListingsDocument, ThreadDocument } from '../../../src/gql/graphql';
import { SESSION_COOKIE } from '../../../src/server/http/sessionCookie';
import { sha256 } from '../../../src/server/store/secrets';

/** The messages of the conversation; the Thread page shows the last 50. */
const THREAD_MESSAGES = 500;
const THREAD = 'bench-peer-thread';

export interface SignedInAnswer {
  data?: Record<string, unknown>;
  errors?: unknown[];
}

export interface SignedInQuery {
  label: string;
  ours: string[];
  theirs: string[];
  /** Sent with ours: the landlord's session cookie. */
  ourHeaders: Record<string, string>;
  agree(ours: SignedInAnswer, theirs: SignedInAnswer): void;
}

const body = (query: string, variables: Record<string, unknown>, operationName: string) => JSON.stringify({ operationName, query, variables });

const peerMine = `query Mine($owner: String!) {
  allListings(condition: { ownerId: $owner }, orderBy: POSITION_DESC) { nodes { id name price city images } }
  allListingDrafts(condition: { ownerId: $owner }, orderBy: POSITION_DESC) { nodes { id record } }
}`;
const peerThread = `query Thread($id: String!) {
  conversationById(id: $id) {
    id listingId listingName landlordName studentName landlordUnread
    messagesByConversationId(last: 50, orderBy: ID_ASC) { edges { cursor node { id senderRole body sentAt } } pageInfo { hasPreviousPage startCursor } }
  }
}`;

function same(label: string, mine: unknown, peer: unknown): void {
  if (JSON.stringify(mine) !== JSON.stringify(peer) || (Array.isArray(mine) && mine.length === 0)) {
    throw new Error(`the ${label} differ: ${JSON.stringify(mine).slice(0, 300)} against ${JSON.stringify(peer).slice(0, 300)}`);
  }
}

/** The landlord, their session and the conversation; the two queries, with their checks. */
export async function signedInPeerQueries(databaseUrl: string): Promise<SignedInQuery[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let owner: string;
  let session: string;
  try {
    const [busiest] = (await client.query<{ owner_id: string }>('SELECT owner_id FROM listings GROUP BY owner_id ORDER BY count(*) DESC, owner_id LIMIT 1'))
      .rows;
    if (!busiest) throw new Error('the bench database has no listing');
    owner = busiest.owner_id;
    const [listing] = (await client.query<{ id: string; name: string }>('SELECT id, name FROM listings WHERE owner_id = $1 ORDER BY position LIMIT 1', [owner]))
      .rows;
    const now = Date.now();
    session = randomBytes(32).toString('base64url');
    await client.query('BEGIN');
    await client.query('DELETE FROM conversations WHERE id = $1', [THREAD]);
    await client.query('DELETE FROM users WHERE id = $1', [owner]);
    await client.query(
      `INSERT INTO users (id, first_name, last_name, email, phone, is_verified, created_at) VALUES ($1, 'Lena', 'Peer', NULL, NULL, true, $2)`,
      [owner, now],
    );
    await client.query('INSERT INTO sessions (id_hash, user_id, created_at, expires) VALUES ($1, $2, $3, $4)', [
      sha256(session),
      owner,
      now,
      now + 24 * 3600_000,
    ]);
    await client.query(
      `INSERT INTO conversations (id, listing_id, listing_name, landlord_id, landlord_name, student_id, student_email, student_name, last_message_id, last_message_at, last_message_start, student_unread, landlord_unread)
       VALUES ($1, $2, $3, $4, 'Lena', 'bench-peer-student', 'ana@uni.example', 'Ana', 0, $5, '', false, false)`,
      [THREAD, listing!.id, listing!.name, owner, now],
    );
    await client.query(
      `INSERT INTO messages (conversation_id, sender_role, body, sent_at)
       SELECT $1, CASE WHEN k % 2 = 0 THEN 'STUDENT' ELSE 'LANDLORD' END, 'Message ' || k || ' about the deposit and the move-in day.', $2::bigint + k * 1000
       FROM generate_series(1, $3::int) AS k`,
      [THREAD, now - THREAD_MESSAGES * 1000, THREAD_MESSAGES],
    );
    await client.query(`UPDATE conversations SET last_message_id = (SELECT max(id) FROM messages WHERE conversation_id = $1) WHERE id = $1`, [THREAD]);
    await client.query('COMMIT');
    await client.query('ANALYZE users, sessions, conversations, messages');
  } finally {
    await client.end();
  }
  const ourHeaders = { cookie: `${SESSION_COOKIE}=${session}` };
  return [
    {
      label: "a landlord's listings (/landlord's MyListings, signed in)",
      ours: [body(print(addTypenameToDocument(MyListingsDocument)), {}, 'MyListings')],
      theirs: [body(peerMine, { owner }, 'Mine')],
      ourHeaders,
      agree(ours, theirs) {
        const mine = (ours.data?.myListings as Array<{ id: string }> | null | undefined)?.map((listing) => listing.id);
        const peer = theirs.data as { allListings: { nodes: Array<{ id: string }> }; allListingDrafts: { nodes: Array<{ id: string }> } } | undefined;
        same('landlord listings', mine, peer && [...peer.allListingDrafts.nodes, ...peer.allListings.nodes].map((listing) => listing.id));
      },
    },
    {
      label: `a conversation of ${THREAD_MESSAGES} messages (/messages/{id}'s Thread, its last 50, signed in)`,
      ours: [body(print(addTypenameToDocument(ThreadDocument)), { id: THREAD }, 'Thread')],
      theirs: [body(peerThread, { id: THREAD }, 'Thread')],
      ourHeaders,
      agree(ours, theirs) {
        const mine = (ours.data?.conversation as { messages: { edges: Array<{ node: { text: string } }> } } | null | undefined)?.messages.edges.map(
          (edge) => edge.node.text,
        );
        const peer = (
          theirs.data?.conversationById as { messagesByConversationId: { edges: Array<{ node: { body: string } }> } } | null | undefined
        )?.messagesByConversationId.edges.map((edge) => edge.node.body);
        same('threads', mine, peer);
      },
    },
  ];
}
