/**
 * The PostGraphile comparison's signed-in pages (issue #37: the queries wave 3 added): a landlord's
 * listings (`/landlord`'s MyListings), a conversation of 500 messages (`/messages/{id}`'s Thread,
 * its last 50), the landlord's requests to book (`/landlord`'s BookingRequests) and a student's
 * (`/bookings`' MyBookings), ours asked with the user's session cookie as the pages ask, the peer's
 * with the closest query over the same rows (PostGraphile here has no sessions: it reads what it
 * is asked; a request's listing it joins by a smart tag of serve.cjs, `booking_requests` having no
 * foreign key).
 *
 * The landlord is the owner of the most listings in the bench's database; their account, a student's,
 * a session each, the conversation (the student about one of their listings) and the student's
 * pending requests for their listings are written straight into it. Within --only=server these
 * rows run before the booking rows write their 100,000 accepted stays; on an existing database
 * (--only=peer) they sit beside whatever stays it holds.
 */
import { randomBytes } from 'node:crypto';
import { sentDocument } from '../../server/sentDocument';
import pg from 'pg';
import { BookingRequestsDocument, MyBookingsDocument, MyListingsDocument, ThreadDocument } from '../../../src/gql/graphql';
import { SESSION_COOKIE } from '../../../src/server/http/sessionCookie';
import { sha256 } from '../../../src/server/store/secrets';

/** The messages of the conversation; the Thread page shows the last 50. */
const THREAD_MESSAGES = 500;
const THREAD = 'bench-peer-thread';
/** The student's pending requests, one per listing of the landlord's (as the rules allow). */
const BOOKING_REQUESTS = 20;
const STUDENT = 'bench-peer-student';

export interface SignedInAnswer {
  data?: Record<string, unknown>;
  errors?: unknown[];
}

export interface SignedInQuery {
  label: string;
  ours: string[];
  theirs: string[];
  /** Sent with ours: the signed-in user's session cookie. */
  ourHeaders: Record<string, string>;
  agree(ours: SignedInAnswer, theirs: SignedInAnswer): void;
}

const body = (query: string, variables: Record<string, unknown>, operationName: string) => JSON.stringify({ operationName, query, variables });

const peerMine = `query Mine($owner: String!) {
  allListings(condition: { ownerId: $owner }, orderBy: POSITION_DESC) { nodes { id name price city images } }
  allListingDrafts(condition: { ownerId: $owner }, orderBy: POSITION_DESC) { nodes { id record } }
}`;
const peerRequests = `query Requests($landlord: String!, $now: BigInt!) {
  allBookingRequests(condition: { landlordId: $landlord, status: "PENDING" }, filter: { expiresAt: { greaterThan: $now } }, orderBy: [EXPIRES_AT_ASC, ID_ASC], first: 200) {
    nodes { id studentName listingName moveIn moveOut months total message expiresAt }
  }
}`;
const peerBookings = `query Bookings($student: String!) {
  allBookingRequests(condition: { studentId: $student }, orderBy: [CREATED_AT_DESC, ID_DESC], first: 200) {
    nodes { id status listingName listingByListingId { id } moveIn moveOut months total expiresAt reply declinedForOverlap }
  }
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

/** A session for `userId`, written straight into the database; its cookie's value. */
async function sessionFor(client: pg.Client, userId: string, now: number): Promise<string> {
  const session = randomBytes(32).toString('base64url');
  await client.query('INSERT INTO sessions (id_hash, user_id, created_at, expires) VALUES ($1, $2, $3, $4)', [
    sha256(session),
    userId,
    now,
    now + 24 * 3600_000,
  ]);
  return session;
}

/** The same requests in the same order: ours from `field` of our answer, the peer's from its allBookingRequests. */
function sameRequests(label: string, field: string, ours: SignedInAnswer, theirs: SignedInAnswer): void {
  const mine = (ours.data?.[field] as Array<{ id: string }> | null | undefined)?.map((booking) => booking.id);
  const peer = (theirs.data?.allBookingRequests as { nodes: Array<{ id: string }> } | undefined)?.nodes.map((booking) => booking.id);
  same(label, mine, peer);
}

/** The landlord, the student, their sessions, the conversation and the requests; the queries, with their checks. */
export async function signedInPeerQueries(databaseUrl: string): Promise<SignedInQuery[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let owner: string;
  let session: string;
  let studentSession: string;
  let now: number;
  try {
    const [busiest] = (await client.query<{ owner_id: string }>('SELECT owner_id FROM listings GROUP BY owner_id ORDER BY count(*) DESC, owner_id LIMIT 1'))
      .rows;
    if (!busiest) throw new Error('the bench database has no listing');
    owner = busiest.owner_id;
    const [listing] = (await client.query<{ id: string; name: string }>('SELECT id, name FROM listings WHERE owner_id = $1 ORDER BY position LIMIT 1', [owner]))
      .rows;
    now = Date.now();
    await client.query('BEGIN');
    await client.query('DELETE FROM conversations WHERE id = $1', [THREAD]);
    await client.query('DELETE FROM booking_requests WHERE student_id = $1', [STUDENT]);
    await client.query('DELETE FROM users WHERE id = ANY($1)', [[owner, STUDENT]]);
    await client.query(
      `INSERT INTO users (id, first_name, last_name, email, phone, is_verified, created_at) VALUES ($1, 'Lena', 'Peer', NULL, NULL, true, $3), ($2, 'Ana', 'Peer', NULL, NULL, true, $3)`,
      [owner, STUDENT, now],
    );
    session = await sessionFor(client, owner, now);
    studentSession = await sessionFor(client, STUDENT, now);
    // Requests sent a minute apart, the latest expiring last: each list's order is its own and unambiguous.
    await client.query(
      `INSERT INTO booking_requests (id, listing_id, listing_name, landlord_id, student_id, student_name, conversation_id, message, reply, status, declined_for_overlap,
         move_in, move_out, months, rent, bills, deposit, total, created_at, expires_at, decided_at)
       SELECT 'bench-peer-request-' || k, id, name, $1, $2, 'Ana', $3, 'Hello, I study nearby.', '', 'PENDING', false,
         DATE '2030-09-01', DATE '2031-07-01', 10, 6000, 0, 600, 6600, $4::bigint + k * 60000, $4::bigint + 47 * 3600000 + k * 60000, NULL
       FROM (SELECT id, name, row_number() OVER (ORDER BY position) AS k FROM listings WHERE owner_id = $1 ORDER BY position LIMIT $5) AS mine`,
      [owner, STUDENT, THREAD, now - BOOKING_REQUESTS * 60000, BOOKING_REQUESTS],
    );
    await client.query(
      `INSERT INTO conversations (id, listing_id, listing_name, landlord_id, landlord_name, student_id, student_email, student_name, last_message_id, last_message_at, last_message_start, student_unread, landlord_unread)
       VALUES ($1, $2, $3, $4, 'Lena', $6, 'ana@uni.example', 'Ana', 0, $5, '', false, false)`,
      [THREAD, listing!.id, listing!.name, owner, now, STUDENT],
    );
    await client.query(
      `INSERT INTO messages (conversation_id, sender_role, body, sent_at)
       SELECT $1, CASE WHEN k % 2 = 0 THEN 'STUDENT' ELSE 'LANDLORD' END, 'Message ' || k || ' about the deposit and the move-in day.', $2::bigint + k * 1000
       FROM generate_series(1, $3::int) AS k`,
      [THREAD, now - THREAD_MESSAGES * 1000, THREAD_MESSAGES],
    );
    await client.query(`UPDATE conversations SET last_message_id = (SELECT max(id) FROM messages WHERE conversation_id = $1) WHERE id = $1`, [THREAD]);
    await client.query('COMMIT');
    await client.query('ANALYZE users, sessions, conversations, messages, booking_requests');
  } finally {
    await client.end();
  }
  const ourHeaders = { cookie: `${SESSION_COOKIE}=${session}` };
  const studentHeaders = { cookie: `${SESSION_COOKIE}=${studentSession}` };
  return [
    {
      label: "a landlord's listings (/landlord's MyListings, signed in)",
      ours: [body(sentDocument(MyListingsDocument), {}, 'MyListings')],
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
      ours: [body(sentDocument(ThreadDocument), { id: THREAD }, 'Thread')],
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
    {
      label: `a landlord's requests to book (/landlord's BookingRequests, ${BOOKING_REQUESTS} pending, signed in)`,
      ours: [body(sentDocument(BookingRequestsDocument), {}, 'BookingRequests')],
      // The peer is asked for what is pending at the run's start: the requests expire 47 hours later.
      theirs: [body(peerRequests, { landlord: owner, now: String(now) }, 'Requests')],
      ourHeaders,
      agree(ours, theirs) {
        sameRequests('landlord requests', 'bookingRequests', ours, theirs);
      },
    },
    {
      label: `a student's requests to book (/bookings' MyBookings, ${BOOKING_REQUESTS}, signed in)`,
      ours: [body(sentDocument(MyBookingsDocument), {}, 'MyBookings')],
      theirs: [body(peerBookings, { student: STUDENT }, 'Bookings')],
      ourHeaders: studentHeaders,
      agree(ours, theirs) {
        sameRequests('student bookings', 'myBookings', ours, theirs);
        const mine = (ours.data?.myBookings as Array<{ listing: { id: string } | null }>).map((booking) => booking.listing?.id ?? null);
        const peer = (theirs.data?.allBookingRequests as { nodes: Array<{ listingByListingId: { id: string } | null }> }).nodes.map(
          (booking) => booking.listingByListingId?.id ?? null,
        );
        same("student bookings' listings", mine, peer);
      },
    },
  ];
}
