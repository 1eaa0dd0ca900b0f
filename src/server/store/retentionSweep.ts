/**
 * What the privacy page promises to forget (docs/product.md#information-pages), forgotten on a
 * schedule as well as when the tables are next written: expired codes, verification tokens and
 * sessions, rate-limit counters past their window, and visitors' saves older than a visitor cookie
 * lives (no browser can name them any more), visitors' conversations that no account joined within
 * a year of their last message (their messages go with them); and, given the photo storage, the photos no listing
 * has used for a day (photos/unusedPhotos.ts). Each delete is one indexed range; a sweep that fails
 * (the database away for a moment) is tried again at the next interval.
 */
import { and, eq, isNull, lt } from 'drizzle-orm';
import { VISITOR_TTL_MS } from '../../lib/deviceStorage';
import { UNCLAIMED_CONVERSATION_TTL_MS } from '../../lib/messageText';
import type { Database } from '../db/database';
import { conversations, pendingCodes, rateLimits, savedListings, sessions, verificationTokens } from '../db/schema';
import type { PhotoStorage } from '../photos/photoStorage';
import { sweepUnusedPhotos } from '../photos/unusedPhotos';

export const RETENTION_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export interface SweptRows {
  codes: number;
  tokens: number;
  sessions: number;
  rateLimits: number;
  visitorSaves: number;
  unclaimedConversations: number;
  /** Unused photos deleted, when the sweep has the photo storage. */
  photos?: number;
}

export async function sweepExpired(db: Database, now: number): Promise<SweptRows> {
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    codes: await count(db.delete(pendingCodes).where(lt(pendingCodes.expires, now)).returning({ contact: pendingCodes.contact })),
    tokens: await count(db.delete(verificationTokens).where(lt(verificationTokens.expires, now)).returning({ hash: verificationTokens.tokenHash })),
    sessions: await count(db.delete(sessions).where(lt(sessions.expires, now)).returning({ hash: sessions.idHash })),
    rateLimits: await count(
      db
        .delete(rateLimits)
        .where(lt(rateLimits.expire, new Date(now)))
        .returning({ key: rateLimits.key }),
    ),
    visitorSaves: await count(
      db
        .delete(savedListings)
        .where(and(eq(savedListings.ownerKind, 'VISITOR'), lt(savedListings.savedAt, now - VISITOR_TTL_MS)))
        .returning({ key: savedListings.ownerKey }),
    ),
    unclaimedConversations: await count(
      db
        .delete(conversations)
        .where(and(isNull(conversations.studentId), lt(conversations.lastMessageAt, now - UNCLAIMED_CONVERSATION_TTL_MS)))
        .returning({ id: conversations.id }),
    ),
  };
}

interface SweepSchedule {
  onError: (error: unknown) => void;
  /** Called after each sweep with what it deleted. */
  onSwept?: (rows: SweptRows) => void;
  intervalMs?: number;
  /** Where the uploaded photos are kept: those unused for a day go too. */
  photos?: PhotoStorage | null;
}

/**
 * Sweeps every `intervalMs` until the returned function stops it; a tick while a sweep still runs
 * is skipped. The timer never keeps the process alive.
 */
export function scheduleRetentionSweep(
  db: Database,
  now: () => number,
  { onError, onSwept, intervalMs = RETENTION_SWEEP_INTERVAL_MS, photos = null }: SweepSchedule,
): () => void {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    const at = now();
    running = sweepExpired(db, at)
      .then(async (rows) => (photos ? { ...rows, photos: await sweepUnusedPhotos(db, photos, at) } : rows))
      .then(onSwept, onError)
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
  };
}
