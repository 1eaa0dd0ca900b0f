/**
 * A request to book's lines in the browser mode (issue #35), against the production build: a
 * request expired unanswered is told once in the pair's conversation even when two of the
 * student's tabs read it at the same moment (the bookings' Web Lock), and the thread words every
 * line in the reader's language, the student's note as written, and so does the conversations list.
 * Axe-clean at 1280 and 390 px.
 */
import { generateProperties } from '../../scripts/data/generate';
import { sampleLandlordAccount } from '../../src/api/data/sampleLandlords';
import { bookingSummary } from '../../src/lib/bookingRules';
import { addDays, addMonths, utcToday } from '../../src/lib/calendarDate';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';

const listing = generateProperties().find((property) => property.availableUntil === null && property.maxStayMonths === null)!;
const soon = addDays(utcToday(), 5);
const moveIn = listing.availableFrom > soon ? listing.availableFrom : soon;
const moveOut = addMonths(moveIn, listing.minStayMonths);
const SHOTS = process.env.BOOKING_SHOTS;
const HOUR = 3600_000;

for (const width of [1280, 390]) {
  test(`an expired request is told once across two tabs, and its lines read in the reader's language (${width} px)`, async ({ context }) => {
    const landlord = sampleLandlordAccount(listing.landlord);
    const ana = { id: 'u-ana', firstName: 'Ana', lastName: 'Silva', email: 'ana@uni.eu', phone: null, isVerified: true };
    const now = Date.now();
    const summary = bookingSummary(listing, { moveIn, moveOut });
    const note = 'Hallo! Ich beginne im September meinen Master.';
    const conversation = {
      id: 'c0',
      listingId: listing.id,
      listingName: listing.name,
      landlordId: landlord.id,
      landlordName: landlord.firstName,
      studentId: ana.id,
      studentEmail: ana.email,
      studentName: ana.firstName,
      lastMessageId: 1,
      lastMessageAt: now - 49 * HOUR,
      lastMessageStart: 'Request to book',
      studentUnread: false,
      landlordUnread: true,
    };
    const requested = {
      id: 1,
      conversationId: 'c0',
      senderRole: 'STUDENT',
      text: `Request to book: ${moveIn} to ${moveOut}.\n\n${note}`,
      sentAt: now - 49 * HOUR,
      booking: { change: 'REQUESTED', moveIn, moveOut, months: summary.months, total: summary.total, note },
    };
    const request = {
      id: 'b0',
      listingId: listing.id,
      listingName: listing.name,
      landlordId: landlord.id,
      studentId: ana.id,
      studentName: ana.firstName,
      conversationId: 'c0',
      message: note,
      reply: '',
      status: 'PENDING',
      declinedForOverlap: false,
      createdAt: now - 49 * HOUR,
      expiresAt: now - HOUR,
      decidedAt: null,
      moveIn,
      moveOut,
      ...summary,
    };
    const seed = {
      users: JSON.stringify([landlord, ana]),
      current: JSON.stringify(ana),
      conversations: JSON.stringify({ nextId: 2, conversations: [conversation], messages: [requested] }),
      bookings: JSON.stringify([request]),
    };
    await context.addInitScript((values) => {
      if (localStorage.getItem('campusnest:v1:bookings') !== null) return;
      localStorage.setItem('campusnest:v1:users', values.users);
      localStorage.setItem('campusnest:v1:currentUser', values.current);
      localStorage.setItem('campusnest:v1:conversations', values.conversations);
      localStorage.setItem('campusnest:v1:bookings', values.bookings);
    }, seed);
    const tabs = [await context.newPage(), await context.newPage()];
    for (const tab of tabs) await tab.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await Promise.all(tabs.map((tab) => tab.goto('/bookings')));
    for (const tab of tabs) await expect(tab.getByRole('article', { name: listing.name })).toContainText('Expired');

    const [page] = tabs as [(typeof tabs)[0]];
    await page.goto('/messages/c0?lang=de');
    const thread = page.getByRole('list', { name: 'Nachrichten dieser Unterhaltung' });
    const lines = thread.getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText(/Buchungsanfrage: .+ · \d+ Monate · .+ insgesamt\. Der Vermieter hat 48 Stunden Zeit für eine Antwort\./);
    await expect(lines.nth(0)).toContainText(note);
    await expect(lines.nth(1)).toContainText(/Anfrage nach 48 Stunden ohne Antwort abgelaufen: .+ · \d+ Monate · .+ insgesamt\./);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/booking-lines-de-${width}.png` });
    expect(await axeViolations(page)).toEqual([]);
    // Both tabs read past the deadline at once; the lock let one of them tell it.
    const kept = await page.evaluate(
      () => JSON.parse(localStorage.getItem('campusnest:v1:conversations') ?? '{}') as { messages: Array<{ booking: { change: string } | null }> },
    );
    expect(kept.messages.map((message) => message.booking?.change)).toEqual(['REQUESTED', 'EXPIRED']);

    // The conversations list words the latest line in the reader's language too.
    await page.goto('/messages?lang=de');
    const row = page.getByRole('main').getByRole('link').filter({ hasText: listing.name });
    await expect(row).toContainText(/Anfrage nach 48 Stunden ohne Antwort abgelaufen: .+ · \d+ Monate · .+ insgesamt\./);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/booking-lines-list-de-${width}.png` });
  });
}
