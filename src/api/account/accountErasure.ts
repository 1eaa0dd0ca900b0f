/**
 * Erasing an account (deleteAccount, docs/product.md#account). Each mode lists what an account
 * holds, one entry a part, and erases them all: the browser in turn, the account itself last so
 * that a failure part-way leaves an account that can be deleted again (browserErasure.ts); a
 * server in one transaction (src/server/store/sqlAccountErasure.ts). A new kind of data an account
 * holds (conversations, bookings) adds one entry to each list.
 */
import type { StoredUser } from '../store/types';

export interface AccountErasure {
  /**
   * Erases the account and everything it holds, its sessions everywhere included, at `now` (the
   * API's clock: the moment its pending requests are cancelled or declined).
   */
  erase(user: StoredUser, now: number): Promise<void>;
}
