/**
 * 'Download your data' by the link's configuration (endpoint.ts): a GraphQL server streams the
 * file from its ACCOUNT_EXPORT_PATH beside /graphql; the in-browser backend has no URL (null), and
 * the page builds the file from the `accountExport` query instead.
 */
import { ACCOUNT_EXPORT_PATH } from '../lib/accountExport';
import { graphqlEndpoint } from './endpoint';

export function accountExportUrl(endpoint: string | null = graphqlEndpoint()): string | null {
  if (endpoint === null) return null;
  const base = new URL(endpoint, typeof location === 'undefined' ? 'http://localhost' : location.href);
  return new URL(ACCOUNT_EXPORT_PATH, base).href;
}
