/**
 * The code's mail in each language the site speaks, in the register its pages use (German and
 * French formal, the others informal). Written here rather than in the Lingui catalogs: the server
 * runs without the macros' build step, and these two sentences are all its mail says in the
 * asker's language (the other mails go to someone whose language the server does not know).
 */
import type { Locale } from '../../lib/locales';

export interface CodeMailText {
  subject(code: string): string;
  text(code: string): string;
}

export const codeMailTexts: Record<Locale, CodeMailText> = {
  en: {
    subject: (code) => `Your CampusNest code: ${code}`,
    text: (code) => `Your CampusNest verification code is ${code}. It expires in 5 minutes.\n\nIf you did not ask for it, ignore this message.`,
  },
  de: {
    subject: (code) => `Ihr CampusNest-Code: ${code}`,
    text: (code) =>
      `Ihr CampusNest-Bestätigungscode lautet ${code}. Er läuft in 5 Minuten ab.\n\nWenn Sie ihn nicht angefordert haben, ignorieren Sie diese Nachricht.`,
  },
  fr: {
    subject: (code) => `Votre code CampusNest : ${code}`,
    text: (code) => `Votre code de vérification CampusNest est ${code}. Il expire dans 5 minutes.\n\nSi vous ne l’avez pas demandé, ignorez ce message.`,
  },
  es: {
    subject: (code) => `Tu código de CampusNest: ${code}`,
    text: (code) => `Tu código de verificación de CampusNest es ${code}. Caduca en 5 minutos.\n\nSi no lo has pedido, ignora este mensaje.`,
  },
  it: {
    subject: (code) => `Il tuo codice CampusNest: ${code}`,
    text: (code) => `Il tuo codice di verifica CampusNest è ${code}. Scade tra 5 minuti.\n\nSe non l’hai richiesto, ignora questo messaggio.`,
  },
  nl: {
    subject: (code) => `Je CampusNest-code: ${code}`,
    text: (code) => `Je CampusNest-verificatiecode is ${code}. Hij verloopt over 5 minuten.\n\nHeb je hem niet aangevraagd? Negeer dan dit bericht.`,
  },
};
