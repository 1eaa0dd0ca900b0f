/**
 * Requests to book (docs/product.md#bookings). The API decides who may do what: only the
 * student cancels, only the listing's landlord accepts or declines, and anyone else's request is
 * answered exactly like one that does not exist (BOOKING_NOT_FOUND). The dates are judged by
 * src/lib/bookingRules.ts; each change is posted in the pair's conversation and mailed to the
 * other side.
 */
import { BOOKED_MESSAGE, BOOKING_HOLD_MS, bookingStatus, bookingSummary, dateProblem, dateProblemMessage, type DateProblem } from '../../lib/bookingRules';
import { utcToday } from '../../lib/calendarDate';
import { hasForbiddenCharacter } from '../../lib/account';
import { MESSAGE_MAX_LENGTH, messageTextProblems } from '../../lib/messageText';
import type { ApiContext } from '../context';
import { invalidInput, rateLimited, userError, type UserErrorData } from '../errors';
import type { BookingResolvers, MutationResolvers, QueryResolvers } from '../generated/resolvers';
import { simulateLatency } from '../latency';
import type { BookingRecord, BookingSide, BookingView, Told } from '../store/bookings';
import type { ConversationRole } from '../store/conversations';
import { tellExpiredAtRead } from './bookingExpiry';
import { bookingLine, type BookingChange } from './bookingLines';
import { propertyForViewer } from './landlord';

const iso = (time: number) => new Date(time).toISOString();

function datesUnavailable(problem: DateProblem, message: string): UserErrorData {
  const field =
    problem === 'AFTER_AVAILABLE' || problem === 'MOVE_OUT_NOT_AFTER_MOVE_IN' || problem === 'TOO_SHORT' || problem === 'TOO_LONG' ? 'moveOut' : 'moveIn';
  return {
    code: 'DATES_UNAVAILABLE',
    message,
    field,
    retryAfterSeconds: null,
    reason: problem,
  };
}

/** An optional message: trimmed, at most 5,000 characters of plain text; '' without one. */
function optionalText(text: string | null | undefined): { text: string } | { problem: string } {
  const trimmed = text?.trim() ?? '';
  if (trimmed.length > MESSAGE_MAX_LENGTH) return { problem: messageTextProblems.tooLong };
  if (hasForbiddenCharacter(trimmed)) return { problem: messageTextProblems.forbidden };
  return { text: trimmed };
}

const view = (booking: BookingRecord, context: ApiContext): BookingView => ({
  ...booking,
  now: context.now(),
});

/**
 * Mails the other side about a change the store made and posted in the pair's conversation
 * (a conversation the browser's storage lost took no line, and nobody is mailed; the change stands).
 */
async function mailChange(context: ApiContext, { booking, studentEmail }: Told, change: BookingChange, from: ConversationRole): Promise<void> {
  if (studentEmail === null) return;
  const to = from === 'LANDLORD' ? studentEmail : (await (await context.ownedListings()).find(booking.listingId))?.record.landlord.email;
  if (!to) return;
  await context.mailer.sendBookingUpdate({
    to,
    listingName: booking.listingName,
    text: bookingLine(booking, change).text,
    path: from === 'LANDLORD' ? '/bookings' : '/landlord#requests',
  });
}

type Mine = { booking: BookingRecord; userId: string } | { error: UserErrorData };

/** The request `id` when the signed-in user is its `side`; otherwise the error to answer. */
async function mine(context: ApiContext, id: string, side: BookingSide): Promise<Mine> {
  // One round trip on a server: the session checked in the request's own read (ownRead.ts).
  const own = await context.session.readOwn(context.store.bookings.own, id, side);
  if (!own) return { error: userError('SIGN_IN_REQUIRED') };
  if (!own.value) return { error: userError('BOOKING_NOT_FOUND', 'id') };
  return { booking: own.value, userId: own.user.id };
}

const refused = (error: UserErrorData) => ({ booking: null, errors: [error] });

function notChangedError(outcome: 'NOT_PENDING' | 'BOOKED'): UserErrorData {
  return outcome === 'BOOKED' ? datesUnavailable('BOOKED', BOOKED_MESSAGE) : userError('BOOKING_NOT_PENDING', 'id');
}

export const bookingQueries: Pick<QueryResolvers, 'myBookings' | 'bookingRequests'> = {
  async myBookings(_parent, _args, context) {
    await simulateLatency('conversations');
    await tellExpiredAtRead(context);
    const mine = await context.session.readOwn(context.store.bookings.ofStudent);
    return mine && mine.value.map((booking) => view(booking, context));
  },
  async bookingRequests(_parent, _args, context) {
    await simulateLatency('conversations');
    await tellExpiredAtRead(context);
    const mine = await context.session.readOwn(context.store.bookings.pendingFor, context.now());
    return mine && mine.value.map((booking) => view(booking, context));
  },
};

export const bookingMutations: Pick<MutationResolvers, 'requestBooking' | 'cancelBooking' | 'acceptBooking' | 'declineBooking'> = {
  async requestBooking(_parent, { input }, context) {
    const user = await context.session.currentUser();
    if (!user) return refused(userError('SIGN_IN_REQUIRED'));
    const message = optionalText(input.message);
    if ('problem' in message) return refused(invalidInput('message', message.problem));
    const listing = await (await context.ownedListings()).find(input.propertyId);
    if (!listing || listing.status !== 'PUBLISHED') return refused(userError('PROPERTY_NOT_FOUND', 'propertyId'));
    if (listing.ownerId === user.id) return refused(userError('OWN_LISTING', 'propertyId'));
    const now = context.now();
    const today = utcToday(now);
    const stay = { moveIn: input.moveIn, moveOut: input.moveOut };
    const { record } = listing;
    const problem = dateProblem(record, stay, today, await context.store.bookings.booked(record.id, today));
    if (problem) return refused(datesUnavailable(problem, dateProblemMessage(problem, record)));
    const wait = await context.rateLimit?.take('requestBooking', {
      sender: `user ${user.id}`,
    });
    if (wait) return refused(rateLimited(wait, 'propertyId'));
    await simulateLatency('sendMessage');
    const summary = bookingSummary(record, stay);
    const landlordName = record.landlord.name.trim().split(/\s+/)[0] ?? record.landlord.name;
    // The pair's conversation starts with the request, or takes it as its next message.
    const line = bookingLine({ ...stay, ...summary, message: message.text }, 'REQUESTED');
    const written = await context.store.conversations.writeToListing(
      {
        listingId: record.id,
        listingName: record.name,
        landlordId: listing.ownerId,
        landlordName,
        studentId: user.id,
        studentEmail: user.email ?? '',
        studentName: user.firstName,
      },
      line.text,
      now,
      line.booking,
    );
    const kept = await context.store.bookings.request({
      ...stay,
      ...summary,
      listingId: record.id,
      listingName: record.name,
      landlordId: listing.ownerId,
      studentId: user.id,
      studentName: user.firstName,
      conversationId: written.conversation.id,
      message: message.text,
      createdAt: now,
      expiresAt: now + BOOKING_HOLD_MS,
    });
    if (kept === 'ALREADY_PENDING') return refused(userError('ALREADY_REQUESTED', 'propertyId'));
    await context.mailer.sendBookingUpdate({
      to: record.landlord.email,
      listingName: record.name,
      text: line.text,
      path: '/landlord#requests',
    });
    return { booking: view(kept, context), errors: [] };
  },

  async cancelBooking(_parent, { id }, context) {
    const found = await mine(context, id, 'STUDENT');
    if ('error' in found) return refused(found.error);
    const outcome = await context.store.bookings.cancel(found.booking.id, context.now(), bookingLine);
    if (typeof outcome === 'string') return refused(notChangedError(outcome));
    await mailChange(context, outcome, 'CANCELLED', 'STUDENT');
    return { booking: view(outcome.booking, context), errors: [] };
  },

  async acceptBooking(_parent, { id }, context) {
    const found = await mine(context, id, 'LANDLORD');
    if ('error' in found) return refused(found.error);
    const outcome = await context.store.bookings.accept(found.booking.id, context.now(), bookingLine);
    if (typeof outcome === 'string') return refused(notChangedError(outcome));
    await mailChange(context, outcome.accepted, 'ACCEPTED', 'LANDLORD');
    for (const declined of outcome.declined) await mailChange(context, declined, 'DECLINED_FOR_OVERLAP', 'LANDLORD');
    return { booking: view(outcome.accepted.booking, context), errors: [] };
  },

  async declineBooking(_parent, { id, message }, context) {
    const found = await mine(context, id, 'LANDLORD');
    if ('error' in found) return refused(found.error);
    const reply = optionalText(message);
    if ('problem' in reply) return refused(invalidInput('message', reply.problem));
    const outcome = await context.store.bookings.decline(found.booking.id, reply.text, context.now(), bookingLine);
    if (typeof outcome === 'string') return refused(notChangedError(outcome));
    await mailChange(context, outcome, 'DECLINED', 'LANDLORD');
    return { booking: view(outcome.booking, context), errors: [] };
  },
};

export const bookingFields: BookingResolvers = {
  id: (booking) => booking.id,
  // Published and read with the request (a server's student_bookings), or looked up as any listing's page is.
  listing: (booking, _args, context) =>
    booking.publishedListing
      ? { ...booking.publishedListing, ownership: { status: 'PUBLISHED', ownerId: null } }
      : propertyForViewer(context, booking.listingId),
  listingName: (booking) => booking.listingName,
  studentFirstName: (booking) => booking.studentName,
  moveIn: (booking) => booking.moveIn,
  moveOut: (booking) => booking.moveOut,
  months: (booking) => booking.months,
  rent: (booking) => booking.rent,
  bills: (booking) => booking.bills,
  deposit: (booking) => booking.deposit,
  total: (booking) => booking.total,
  status: (booking) => bookingStatus(booking.status, booking.expiresAt, booking.now),
  expiresAt: (booking) => iso(booking.expiresAt),
  createdAt: (booking) => iso(booking.createdAt),
  message: (booking) => booking.message,
  reply: (booking) => booking.reply,
  declinedForOverlap: (booking) => booking.declinedForOverlap,
  conversationId: (booking) => booking.conversationId || null,
};
