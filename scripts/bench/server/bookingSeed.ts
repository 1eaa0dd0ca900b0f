/**
 * The market the booking rows measure (issue #35), written straight into the bench's database in
 * set operations: 100,000 accepted stays held the way a real market holds them, and the pending
 * requests the accepting row answers. Every stay keeps its listing's terms and the app's rules
 * (src/lib/listingTerms.ts, src/lib/bookingRules.ts): 1–12 months within the listing's minimum and
 * maximum, from its free date, ending by its end date and within two years, `move_out = move_in +
 * months` (stayMonths of the pair is `months`), costs as bookingSummary works them out.
 */
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

export const ACCEPTED_STAYS = 100_000;
/** The students holding the stays and sending the requests: accounts, as on the site. */
export const STUDENTS = 20_000;
/** Listings picked for stays: one in ten (by a hash of the id), each with one to three stays. */
const BOOKED_SHARE = 10;
/** Listings picked for a request to accept: one in this many, far more than a run gets through. */
const ACCEPT_SHARE = 80;

const STAY_PREFIX = 'bench-stay-';
const ACCEPT_PREFIX = 'bench-accept-';

/** hashtext of a text as a non-negative integer: a deterministic "random" pick per row. */
const pick = (text: string) => `abs(hashtext(${text})::bigint)`;

/** A stay's costs, as bookingSummary: rent and bills (not included: the estimate) per month, the deposit once. */
const costs = (months: string) =>
  `l.price * ${months}, CASE WHEN l.bills_included THEN 0 ELSE coalesce(l.bills_estimate, 0) END * ${months}, l.deposit,
   (l.price + CASE WHEN l.bills_included THEN 0 ELSE coalesce(l.bills_estimate, 0) END) * ${months} + l.deposit`;

/** The student accounts (idempotent). */
async function writeStudents(client: pg.Client, now: number): Promise<void> {
  await client.query(
    `INSERT INTO users (id, first_name, last_name, email, phone, is_verified, created_at)
     SELECT 'bench-student-' || n, (ARRAY['Ana', 'Jonas', 'Lea', 'Marco', 'Sofia', 'Tomás', 'Inès', 'Lukas'])[1 + n % 8], 'Student',
       'bench.student' || n || '@uni.example', NULL, true, $1::bigint - n * 60000
     FROM generate_series(1, $2::int) AS n
     ON CONFLICT DO NOTHING`,
    [now, STUDENTS],
  );
}

/**
 * ACCEPTED_STAYS accepted stays over about a tenth of the listings. Each picked listing gets one to
 * three stays in a row, the first 1–90 days after it is free (and after today), each next one 7–60
 * days after the previous move-out (at least 4 days keep a month-end's clamping from making two
 * overlap; the exclusion constraint would refuse the insert otherwise); stays ending after the
 * listing's end date or two years from today are dropped, and the exact count taken from the rest
 * at random. Earlier runs' stays and requests are removed first, so the same database can be used
 * again. Returns the listings booked.
 */
export async function writeAcceptedStays(databaseUrl: string, today: string, now = Date.now()): Promise<{ stays: number; listings: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(`DELETE FROM booking_requests WHERE id LIKE $1 OR id LIKE $2`, [`${STAY_PREFIX}%`, `${ACCEPT_PREFIX}%`]);
    await client.query(`DELETE FROM conversations WHERE id LIKE $1`, [`${ACCEPT_PREFIX}%`]);
    await writeStudents(client, now);
    const { rowCount } = await client.query(
      `WITH picked AS (
         SELECT l.id, l.min_stay_months AS shortest, LEAST(coalesce(l.max_stay_months, 12), 12) AS longest,
           LEAST(coalesce(l.available_until, $2::date + interval '2 years'), $2::date + interval '2 years')::date AS last_out,
           GREATEST(l.available_from, $2::date) + 1 + (${pick("l.id || ':start'")} % 90)::int AS first_in,
           1 + ${pick("l.id || ':stays'")} % 3 AS stays
         FROM listings l
         WHERE ${pick('l.id')} % ${BOOKED_SHARE} = 0
       ),
       stays AS (
         SELECT p.*, k, p.shortest + (${pick("p.id || ':months:' || k")} % (p.longest - p.shortest + 1))::int AS months,
           CASE WHEN k = 1 THEN 0 ELSE 7 + (${pick("p.id || ':gap:' || k")} % 54)::int END AS gap
         FROM picked p, generate_series(1, p.stays::int) AS k
       ),
       placed AS (
         SELECT s.*, (s.first_in + make_interval(months => (sum(s.months) OVER w - s.months)::int, days => (sum(s.gap) OVER w)::int))::date AS move_in
         FROM stays s WINDOW w AS (PARTITION BY s.id ORDER BY s.k)
       ),
       kept AS (
         SELECT p.id, p.k, p.months, p.move_in, (p.move_in + make_interval(months => p.months))::date AS move_out
         FROM placed p
         WHERE (p.move_in + make_interval(months => p.months))::date <= p.last_out
         ORDER BY ${pick("p.id || ':keep:' || p.k")}
         LIMIT $3
       )
       INSERT INTO booking_requests (id, listing_id, listing_name, landlord_id, student_id, student_name, conversation_id, message, reply, status,
         declined_for_overlap, move_in, move_out, months, rent, bills, deposit, total, created_at, expires_at, decided_at)
       SELECT '${STAY_PREFIX}' || kept.id || '-' || kept.k, l.id, l.name, l.owner_id, 'bench-student-' || student.n, u.first_name,
         '${STAY_PREFIX}conversation-' || kept.id || '-' || kept.k, '', '', 'ACCEPTED', false, kept.move_in, kept.move_out, kept.months,
         ${costs('kept.months')}, asked.at, asked.at + 48 * 3600000, asked.at + 3600000
       FROM kept
       JOIN listings l ON l.id = kept.id
       CROSS JOIN LATERAL (SELECT 1 + ${pick("kept.id || ':student:' || kept.k")} % $4 AS n) AS student
       JOIN users u ON u.id = 'bench-student-' || student.n
       CROSS JOIN LATERAL (SELECT $1::bigint - (1 + ${pick("kept.id || ':asked:' || kept.k")} % 60) * 86400000 AS at) AS asked`,
      [now, today, ACCEPTED_STAYS, STUDENTS],
    );
    if (rowCount !== ACCEPTED_STAYS) throw new Error(`only ${rowCount} stays fit the listings' terms, not ${ACCEPTED_STAYS}`);
    await client.query('COMMIT');
    // The booked listings' rows were rewritten by the triggers that keep their booked_stays and
    // booked_until (migration 0021), which clears their pages' visibility bits: index-only counts
    // would read those pages again until a vacuum sets them (docs/server.md, With bookings).
    await client.query('VACUUM (ANALYZE) listings, booking_requests, users');
    const [booked] = (await client.query<{ count: string }>('SELECT count(*) FROM listings WHERE booked_until IS NOT NULL')).rows;
    return { stays: ACCEPTED_STAYS, listings: Number(booked!.count) };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** One request to accept: its id and the cookie value of its landlord's session. */
export interface RequestToAccept {
  id: string;
  session: string;
}

/**
 * The requests the accepting row answers, as a real landlord's list holds them: on about one
 * listing in ACCEPT_SHARE, a student's pending request for a stay after the listing's accepted
 * stays (so accepting it is a success, not a refusal for overlap) within its terms, and one or two
 * other students' pending requests overlapping it (which accepting declines, as it does on the
 * site); each with its conversation and the request's line, as requestBooking leaves them. The
 * listings' landlords become accounts with a session each. Returns the requests to accept in a
 * random order (landlords take turns), each with its landlord's session.
 */
export async function writeRequestsToAccept(databaseUrl: string, today: string, now = Date.now()): Promise<RequestToAccept[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const secret = randomBytes(16).toString('hex');
  try {
    await client.query('BEGIN');
    // An earlier run's accepted requests go (their listings' booked_stays and booked_until with
    // them, by migration 0021's triggers): otherwise each run would place its requests later than
    // the last, and fewer would fit the listings' terms.
    await client.query(`DELETE FROM booking_requests WHERE id LIKE $1`, [`${ACCEPT_PREFIX}%`]);
    await client.query(`DELETE FROM conversations WHERE id LIKE $1`, [`${ACCEPT_PREFIX}%`]);
    await writeStudents(client, now);
    // k = 0 is the request to accept; k = 1, 2 other students' requests overlapping it by a few weeks.
    await client.query(
      'CREATE TEMPORARY TABLE bench_requests (listing_id text, k int, months int, move_in date, move_out date, student bigint) ON COMMIT DROP',
    );
    await client.query(
      `INSERT INTO bench_requests
       WITH picked AS (
         SELECT l.id, l.min_stay_months + (${pick("l.id || ':accept-months'")} % (LEAST(coalesce(l.max_stay_months, 12), 12) - l.min_stay_months + 1))::int AS months,
           GREATEST(l.available_from, coalesce(l.booked_until, $1::date), $1::date) + 7 + (${pick("l.id || ':accept-start'")} % 30)::int AS move_in,
           LEAST(coalesce(l.available_until, $1::date + interval '2 years'), $1::date + interval '2 years')::date AS last_out,
           1 + ${pick("l.id || ':rivals'")} % 2 AS rivals
         FROM listings l
         WHERE ${pick("l.id || ':accept'")} % ${ACCEPT_SHARE} = 0
       )
       SELECT p.id AS listing_id, k, p.months, (p.move_in + 14 * k) AS move_in, (p.move_in + 14 * k + make_interval(months => p.months))::date AS move_out,
         1 + (${pick("p.id || ':accept-student'")} + k * 7919) % $2 AS student
       FROM picked p, generate_series(0, p.rivals::int) AS k
       WHERE (p.move_in + 28 + make_interval(months => p.months))::date <= p.last_out`,
      [today, STUDENTS],
    );
    await client.query(
      `INSERT INTO conversations (id, listing_id, listing_name, landlord_id, landlord_name, student_id, student_email, student_name,
         last_message_id, last_message_at, last_message_start, student_unread, landlord_unread)
       SELECT '${ACCEPT_PREFIX}conversation-' || r.listing_id || '-' || r.k, l.id, l.name, l.owner_id, split_part(l.landlord_name, ' ', 1),
         u.id, u.email, u.first_name, 0, $1::bigint - (3 - r.k) * 3600000, '', false, true
       FROM bench_requests r JOIN listings l ON l.id = r.listing_id JOIN users u ON u.id = 'bench-student-' || r.student`,
      [now],
    );
    await client.query(
      `INSERT INTO messages (conversation_id, sender_role, body, sent_at)
       SELECT c.id, 'STUDENT', 'Requested to book ' || r.move_in || ' to ' || r.move_out || '.', c.last_message_at
       FROM bench_requests r JOIN conversations c ON c.id = '${ACCEPT_PREFIX}conversation-' || r.listing_id || '-' || r.k`,
    );
    await client.query(
      `UPDATE conversations c SET last_message_id = m.id, last_message_start = left(m.body, 140)
       FROM messages m WHERE m.conversation_id = c.id AND c.id LIKE '${ACCEPT_PREFIX}%'`,
    );
    await client.query(
      `INSERT INTO booking_requests (id, listing_id, listing_name, landlord_id, student_id, student_name, conversation_id, message, reply, status,
         declined_for_overlap, move_in, move_out, months, rent, bills, deposit, total, created_at, expires_at, decided_at)
       SELECT '${ACCEPT_PREFIX}' || r.listing_id || '-' || r.k, l.id, l.name, l.owner_id, u.id, u.first_name,
         '${ACCEPT_PREFIX}conversation-' || r.listing_id || '-' || r.k, 'Hello, I study nearby.', '', 'PENDING', false, r.move_in, r.move_out, r.months,
         ${costs('r.months')}, $1::bigint - (3 - r.k) * 3600000, $1::bigint + (45 + r.k) * 3600000, NULL
       FROM bench_requests r JOIN listings l ON l.id = r.listing_id JOIN users u ON u.id = 'bench-student-' || r.student`,
      [now],
    );
    // The landlords as accounts (a sample landlord's account is made when they first sign in), and a session each.
    await client.query(
      `INSERT INTO users (id, first_name, last_name, email, phone, is_verified, created_at)
       SELECT DISTINCT ON (l.owner_id) l.owner_id, split_part(l.landlord_name, ' ', 1), 'Landlord', NULL, NULL, true, $1::bigint
       FROM bench_requests r JOIN listings l ON l.id = r.listing_id WHERE r.k = 0
       ON CONFLICT DO NOTHING`,
      [now],
    );
    await client.query(
      `INSERT INTO sessions (id_hash, user_id, created_at, expires)
       SELECT DISTINCT encode(sha256(convert_to($1 || md5(l.owner_id), 'UTF8')), 'hex'), l.owner_id, $2::bigint, $2::bigint + 24 * 3600000
       FROM bench_requests r JOIN listings l ON l.id = r.listing_id WHERE r.k = 0
       ON CONFLICT DO NOTHING`,
      [secret, now],
    );
    const { rows } = await client.query<{ id: string; landlord_id: string }>(
      `SELECT '${ACCEPT_PREFIX}' || r.listing_id || '-0' AS id, l.owner_id AS landlord_id
       FROM bench_requests r JOIN listings l ON l.id = r.listing_id WHERE r.k = 0 ORDER BY ${pick("r.listing_id || ':order'")}, r.listing_id`,
    );
    await client.query('COMMIT');
    await client.query('ANALYZE booking_requests, conversations, messages, users, sessions');
    return rows.map(({ id, landlord_id }) => ({ id, session: secret + createHash('md5').update(landlord_id).digest('hex') }));
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
