/**
 * The server's mailer (src/api/mailer.ts), by MAIL_TRANSPORT:
 * - console (default): one line per code or message on standard output, the code line exactly as
 *   the in-browser backend prints it, so the same tools read codes in both modes;
 * - json: nodemailer builds each mail and it is printed as one JSON line, to check what would be sent;
 * - smtp: nodemailer sends real mail through SMTP_URL. Phone numbers have no SMS gateway yet: their
 *   codes are printed as in console mode.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { codeLine, type Mailer } from '../../api/mailer';
import type { MailSettings } from '../config';
import { bookingMail, bookingMailLine, codeMail, contactLine, contactMail, conversationLine, conversationMail, type MailContent } from './messages';

/** Where console lines go: standard output unless a test collects them. */
export type LineWriter = (line: string) => void;

const stdout: LineWriter = (line) => {
  process.stdout.write(`${line}\n`);
};

/** `siteUrl`: where the links in mails point (the server's PUBLIC_URL). */
export function createServerMailer(settings: MailSettings, write: LineWriter = stdout, siteUrl = 'http://127.0.0.1:4000'): Mailer {
  if (settings.transport === 'console') {
    return {
      sendCode(mail) {
        write(codeLine(mail));
        return Promise.resolve();
      },
      sendContactMessage(mail) {
        write(contactLine(mail, siteUrl));
        return Promise.resolve();
      },
      sendConversationMessage(mail) {
        write(conversationLine(mail, siteUrl));
        return Promise.resolve();
      },
      sendBookingUpdate(mail) {
        write(bookingMailLine(mail, siteUrl));
        return Promise.resolve();
      },
    };
  }
  const transporter: Transporter =
    settings.transport === 'json' ? nodemailer.createTransport({ jsonTransport: true }) : nodemailer.createTransport(settings.url);
  const send = async (content: MailContent) => {
    const info = (await transporter.sendMail({ from: settings.from, ...content })) as { message?: unknown };
    if (settings.transport === 'json') write(String(info.message));
  };
  return {
    async sendCode(mail) {
      if (mail.type === 'PHONE') write(codeLine(mail));
      else await send(codeMail(mail));
    },
    sendContactMessage: (mail) => send(contactMail(mail, siteUrl)),
    sendConversationMessage: (mail) => send(conversationMail(mail, siteUrl)),
    sendBookingUpdate: (mail) => send(bookingMail(mail, siteUrl)),
  };
}
