/**
 * /graphiql: GraphiQL over the app's own backend. This module and everything it imports (GraphiQL,
 * Monaco, their CSS and workers) load only when the route is visited: routes.tsx imports it lazily.
 */
import 'graphiql/style.css';
import './workers';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import type { GraphQLSchema } from 'graphql';
import { GraphiQL } from 'graphiql';
import { use, useMemo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { defaultQuery } from './defaultTab';
import { createSchemaFetcher, introspectSchema } from './fetcher';

const Screen = styled.main`
  height: 100vh;
  height: 100dvh;

  /* Full-strength text: GraphiQL's faded logo colour is 4.3:1 on its background. */
  && .graphiql-logo,
  && .graphiql-logo a {
    color: hsl(var(--color-neutral));
  }

  /* GraphiQL's light-theme orange (type names in the docs) and green (default values) are about 3:1
     on white; WCAG AA wants 4.5:1. Its CSS variables are its supported way to theme; the dark
     theme's values stay as they are. */
  body:not(.graphiql-dark) && .graphiql-container {
    --color-warning: 36, 100%, 29%;
    --color-success: 158, 60%, 28%;
  }
  @media (prefers-color-scheme: dark) {
    body:not(.graphiql-light) && .graphiql-container {
      --color-warning: 30, 100%, 80%;
      --color-success: 158, 100%, 42%;
    }
  }

  /* GraphiQL has no narrow layout: its result pane shrinks to a sliver beside the editor. Put the
     result under the editor instead (doubled class: GraphiQL's own CSS may load after ours). */
  @media (max-width: ${theme.breakpoints.sm}) {
    && #graphiql-session {
      flex-direction: column;
    }
    && #graphiql-session > .graphiql-horizontal-drag-bar {
      display: none;
    }
    && .graphiql-editors,
    && .graphiql-response {
      flex: 1 1 0 !important; /* over the inline size GraphiQL's drag bar sets */
      min-height: 0;
    }
    && .graphiql-response {
      padding-top: 0.5rem;
    }
    && .graphiql-logo-suffix {
      display: none;
    }
  }
`;

// Kept outside React: a component that suspends on its first render keeps no memoised values, so a
// promise made in render would be made again on every retry.
const schemas = new WeakMap<ApolloClient, Promise<GraphQLSchema>>();
function schemaOf(client: ApolloClient): Promise<GraphQLSchema> {
  let schema = schemas.get(client);
  if (!schema) {
    schema = introspectSchema(client);
    schemas.set(client, schema);
  }
  return schema;
}

export default function GraphiQLPage() {
  // The provider's client: its link is the SchemaLink with the app's very context (store, catalogue).
  const client = useApolloClient();
  // Suspends (the route's spinner) until the backend has described itself; a failure is the route's error.
  const schema = use(schemaOf(client));
  const fetcher = useMemo(() => createSchemaFetcher({ client, schema }), [client, schema]);
  return (
    <Screen>
      <title>GraphiQL · CampusNest</title>
      <GraphiQL fetcher={fetcher} schema={schema} defaultQuery={defaultQuery}>
        <GraphiQL.Logo>
          <Link to="/">CampusNest</Link>
          <span className="graphiql-logo-suffix"> GraphiQL</span>
        </GraphiQL.Logo>
      </GraphiQL>
    </Screen>
  );
}
