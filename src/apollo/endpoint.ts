/**
 * Which backend the app talks to, by configuration only: a GraphQL server when the build was told
 * one (VITE_GRAPHQL_URL) or when the server that sent the page names itself in a
 * `<meta name="campusnest-graphql">` (npm run server does); otherwise the in-browser backend.
 * One build serves both modes.
 */
export const ENDPOINT_META_NAME = 'campusnest-graphql';

export function graphqlEndpoint(): string | null {
  const configured = import.meta.env.VITE_GRAPHQL_URL;
  if (typeof configured === 'string' && configured !== '') return configured;
  if (typeof document === 'undefined') return null;
  const named = document.querySelector(`meta[name="${ENDPOINT_META_NAME}"]`)?.getAttribute('content');
  return named ? named : null;
}
