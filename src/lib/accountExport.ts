/** 'Download your data' (docs/product.md#account): what both modes and the account page agree on. */

/** Server mode's streamed download of the signed-in user's data (src/server/http/accountExportRoute.ts). */
export const ACCOUNT_EXPORT_PATH = '/api/account/export';

/** `campusnest-data-YYYY-MM-DD.json`, dated by the export's own time, in UTC as its `exportedAt` is. */
export function accountExportFileName(exportedAt: number): string {
  return `campusnest-data-${new Date(exportedAt).toISOString().slice(0, 10)}.json`;
}
