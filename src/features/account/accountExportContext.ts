/**
 * Where 'Download your data' gets its file, by the same configuration as the GraphQL link
 * (src/apollo/accountExport.ts, provided by src/app/App.tsx): a server's streamed URL, or null in
 * the browser mode, where the page builds the file from the `accountExport` query.
 */
import { createContext, use } from 'react';

export const AccountExportContext = createContext<string | null>(null);

export function useAccountExportUrl(): string | null {
  return use(AccountExportContext);
}
