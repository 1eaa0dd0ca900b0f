/** The server's settings, from the environment (docs/server.md lists every variable). */
import path from 'node:path';
import type { MailSettings } from './mail/serverMailer';

export interface ServerConfig {
  port: number;
  host: string;
  /** Where PGlite keeps its files, and where a generated secret key is kept. */
  dataDir: string;
  /** A real PostgreSQL instead of PGlite. */
  databaseUrl: string | null;
  mail: MailSettings;
  /** The HMAC key for one-time codes; null to use (or create) DATA_DIR/secret.key. */
  secretKey: string | null;
  /** Believe X-Forwarded-Proto from a reverse proxy (for the cookie's Secure flag). */
  trustProxy: boolean;
}

export class ConfigError extends Error {}

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 4000;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > 65_535) throw new ConfigError(`PORT must be a port number, not "${value}".`);
  return number;
}

function mail(env: NodeJS.ProcessEnv): MailSettings {
  const transport = env.MAIL_TRANSPORT ?? 'console';
  const from = env.MAIL_FROM ?? 'CampusNest <no-reply@campusnest.localhost>';
  if (transport === 'console') return { transport };
  if (transport === 'json') return { transport, from };
  if (transport === 'smtp') {
    if (!env.SMTP_URL) throw new ConfigError('MAIL_TRANSPORT=smtp needs SMTP_URL, such as smtps://user:password@smtp.example.org:465.');
    return { transport, url: env.SMTP_URL, from };
  }
  throw new ConfigError(`MAIL_TRANSPORT must be console, json or smtp, not "${transport}".`);
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  return {
    port: port(env.PORT),
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(cwd, env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || null,
    mail: mail(env),
    secretKey: env.SECRET_KEY || null,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  };
}
