/** What the server's mail says: a code to its contact, a student's message to a landlord. */
import { SOURCE_LOCALE } from '../../lib/locales';
import { codeMailTexts } from './codeMailTexts';
import { bookingSubject, conversationSubject, type BookingMail, type CodeMail, type ContactMail, type ConversationMail } from '../../api/mailer';

export interface MailContent {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/** In the language of the page that asked for it; English when it named none the site speaks. */
export function codeMail({ contact, code, language }: CodeMail): MailContent {
  const words = codeMailTexts[language ?? SOURCE_LOCALE];
  return { to: contact, subject: words.subject(code), text: words.text(code) };
}

export function contactMail({ property, message, threadPath }: ContactMail, siteUrl: string): MailContent {
  return {
    to: property.landlord.email,
    replyTo: message.email,
    subject: `A student is interested in ${property.name}`,
    text: [
      `${message.name} sent a message about ${property.name} (${property.address}) on CampusNest:`,
      '',
      message.message,
      '',
      `Email: ${message.email}`,
      `Phone: ${message.phone}`,
      ...(threadPath === null ? [] : ['', `Read and reply on CampusNest: ${new URL(threadPath, siteUrl).href}`]),
    ].join('\n'),
  };
}

/** The one stdout line for a contact message: the property, the landlord's address, the message as JSON (so it stays one line), and the thread's link. */
export function contactLine({ property, message, threadPath }: ContactMail, siteUrl: string): string {
  const link = threadPath === null ? '' : ` ${new URL(threadPath, siteUrl).href}`;
  return `[CampusNest] Contact message for ${property.name} (${property.id}) to ${property.landlord.email}: ${JSON.stringify(message)}${link}`;
}

/** A conversation's new message to the other side, with the link to answer it on CampusNest. */
export function conversationMail(mail: ConversationMail, siteUrl: string): MailContent {
  return {
    to: mail.to,
    subject: conversationSubject(mail),
    text: [
      `${mail.senderName} wrote about ${mail.listingName} on CampusNest:`,
      '',
      mail.text,
      '',
      `Read and reply: ${new URL(mail.threadPath, siteUrl).href}`,
    ].join('\n'),
  };
}

/** The one stdout line for a conversation's mail: recipient, subject and link (the text stays on the site). */
export function conversationLine(mail: ConversationMail, siteUrl: string): string {
  return `[CampusNest] ${conversationSubject(mail)} to ${mail.to}: ${new URL(mail.threadPath, siteUrl).href}`;
}

/** A request to book changed: the conversation's line and the link to the page that shows it. */
export function bookingMail(mail: BookingMail, siteUrl: string): MailContent {
  return { to: mail.to, subject: bookingSubject(mail), text: [mail.text, '', `On CampusNest: ${new URL(mail.path, siteUrl).href}`].join('\n') };
}

export function bookingMailLine(mail: BookingMail, siteUrl: string): string {
  return `[CampusNest] ${bookingSubject(mail)} to ${mail.to}: ${new URL(mail.path, siteUrl).href}`;
}
