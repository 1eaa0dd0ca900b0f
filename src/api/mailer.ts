/**
 * Where the backend sends what leaves it: one-time codes to a contact, and students' messages to a
 * landlord. The browser's mailer only logs (the brief's simulated backend); the server's sends mail
 * (src/server/mail). The log lines are a contract: tests and developers read codes from them.
 */
import type { Locale } from '../lib/locales';
import type { ContactFormInput, ContactType } from './generated/resolvers';
import type { PropertyRecord } from './data/model';

export interface CodeMail {
  contact: string;
  type: ContactType;
  code: string;
  /** The language of the page that asked, when the site speaks it: the mail is written in it (English otherwise). */
  language?: Locale | null;
}

export interface ContactMail {
  property: PropertyRecord;
  message: ContactFormInput;
  /** The conversation the message started or joined, `/messages/{id}`, where the landlord answers; null when none was kept. */
  threadPath: string | null;
}

/** A conversation's new message, to the side that did not write it (docs/product.md#messages). */
export interface ConversationMail {
  to: string;
  senderName: string;
  listingName: string;
  text: string;
  /** The thread's path on the site, `/messages/{id}`. */
  threadPath: string;
}

/** A request to book changed (docs/product.md#bookings): to the side that did not change it. */
export interface BookingMail {
  to: string;
  listingName: string;
  /** The line posted in the pair's conversation (resolvers/bookingLines.ts). */
  text: string;
  /** Where to answer or read it on the site: `/bookings` or `/landlord#requests`. */
  path: string;
}

export function bookingSubject({ listingName }: Pick<BookingMail, 'listingName'>): string {
  return `Your request to book ${listingName}`;
}

export interface Mailer {
  sendCode(mail: CodeMail): Promise<void>;
  sendContactMessage(mail: ContactMail): Promise<void>;
  sendConversationMessage(mail: ConversationMail): Promise<void>;
  sendBookingUpdate(mail: BookingMail): Promise<void>;
}

export function conversationSubject({ senderName, listingName }: Pick<ConversationMail, 'senderName' | 'listingName'>): string {
  return `New message from ${senderName} about ${listingName}`;
}

export function codeLine({ contact, code }: CodeMail): string {
  return `[CampusNest] Verification code for ${contact}: ${code}`;
}

/** The in-browser backend's mailer: one console line per code or message, as the brief's app logged them. */
export function logMailer(log: (line: string) => void): Mailer {
  return {
    sendCode(mail) {
      log(codeLine(mail));
      return Promise.resolve();
    },
    sendContactMessage({ property, message }) {
      log(`[CampusNest] Contact form for ${property.name}: ${JSON.stringify(message)}`);
      return Promise.resolve();
    },
    // Both sides read their messages in this same browser, so nothing is "mailed".
    sendConversationMessage: () => Promise.resolve(),
    // The change is posted in the pair's conversation, which both sides read in this browser.
    sendBookingUpdate: () => Promise.resolve(),
  };
}
