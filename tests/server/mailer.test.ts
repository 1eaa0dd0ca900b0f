/** The server's mail transports, short of SMTP: what each prints. */
import { describe, expect, it } from 'vitest';
import { generateProperties } from '../../scripts/data/generate';
import { LOCALES } from '../../src/lib/locales';
import { createServerMailer } from '../../src/server/mail/serverMailer';

const property = generateProperties()[0]!;
const message = { propertyId: property.id, name: 'Ana Silva', email: 'ana@uni.eu', phone: '+351 912 345 678', message: 'Is it free in March?' };

describe('the json transport', () => {
  it('prints each mail nodemailer built as one JSON line: the code to its contact, the message to the landlord', async () => {
    const lines: string[] = [];
    const mailer = createServerMailer(
      { transport: 'json', from: 'CampusNest <no-reply@example.org>' },
      (line) => lines.push(line),
      'https://campusnest.example',
    );
    await mailer.sendCode({ contact: 'ana@uni.eu', type: 'EMAIL', code: '123456' });
    await mailer.sendContactMessage({ property, message, threadPath: '/messages/c1' });
    expect(lines).toHaveLength(2);
    const [code, contact] = lines.map(
      (line) => JSON.parse(line) as { to: Array<{ address: string }>; subject: string; text: string; replyTo?: Array<{ address: string }> },
    );
    expect(code!.to[0]!.address).toBe('ana@uni.eu');
    expect(code!.subject).toContain('123456');
    expect(contact!.to[0]!.address).toBe(property.landlord.email);
    expect(contact!.replyTo?.[0]?.address).toBe('ana@uni.eu');
    expect(contact!.text).toContain('Is it free in March?');
    // The landlord answers in the conversation the message started.
    expect(contact!.text).toContain('Read and reply on CampusNest: https://campusnest.example/messages/c1');
  });

  it("writes the code's mail in the asking page's language, English without one", async () => {
    const lines: string[] = [];
    const mailer = createServerMailer({ transport: 'json', from: 'x@example.org' }, (line) => lines.push(line));
    for (const language of [...LOCALES, null]) await mailer.sendCode({ contact: 'ana@uni.eu', type: 'EMAIL', code: '123456', language });
    const mails = lines.map((line) => JSON.parse(line) as { subject: string; text: string });
    expect(mails.map(({ subject }) => subject)).toEqual([
      'Your CampusNest code: 123456',
      'Ihr CampusNest-Code: 123456',
      'Votre code CampusNest : 123456',
      'Tu código de CampusNest: 123456',
      'Il tuo codice CampusNest: 123456',
      'Je CampusNest-code: 123456',
      'Your CampusNest code: 123456',
    ]);
    expect(mails[1]!.text).toBe(
      'Ihr CampusNest-Bestätigungscode lautet 123456. Er läuft in 5 Minuten ab.\n\nWenn Sie ihn nicht angefordert haben, ignorieren Sie diese Nachricht.',
    );
    // Every language says the code and its five minutes.
    for (const { text } of mails) expect(text).toMatch(/123456\. .*\b5\b/);
  });

  it('prints a contact message kept in no conversation (a landlord trying their own form) without a link', async () => {
    const lines: string[] = [];
    const mailer = createServerMailer({ transport: 'json', from: 'x@example.org' }, (line) => lines.push(line), 'https://campusnest.example');
    await mailer.sendContactMessage({ property, message, threadPath: null });
    expect((JSON.parse(lines[0]!) as { text: string }).text).not.toContain('/messages/');
  });

  it('prints a code for a phone number as the console does: there is no SMS gateway', async () => {
    const lines: string[] = [];
    const mailer = createServerMailer({ transport: 'json', from: 'x@example.org' }, (line) => lines.push(line));
    await mailer.sendCode({ contact: '+31612345678', type: 'PHONE', code: '654321' });
    expect(lines).toEqual(['[CampusNest] Verification code for +31612345678: 654321']);
  });

  it("prints a conversation's new message: who wrote about which listing, the text, and the thread's link on the site", async () => {
    const lines: string[] = [];
    const mailer = createServerMailer({ transport: 'json', from: 'x@example.org' }, (line) => lines.push(line), 'https://campusnest.example');
    await mailer.sendConversationMessage({
      to: 'ana@uni.eu',
      senderName: 'Lena',
      listingName: 'Canal View Residence',
      text: 'Yes, <b>from</b> the 1st.',
      threadPath: '/messages/c1',
    });
    const mail = JSON.parse(lines[0]!) as { to: Array<{ address: string }>; subject: string; text: string; html?: string };
    expect(mail.to[0]!.address).toBe('ana@uni.eu');
    expect(mail.subject).toBe('New message from Lena about Canal View Residence');
    expect(mail.text).toContain('Yes, <b>from</b> the 1st.');
    expect(mail.text).toContain('https://campusnest.example/messages/c1');
    // Plain text only: the message is never sent as markup.
    expect(mail.html).toBeUndefined();
  });
});
