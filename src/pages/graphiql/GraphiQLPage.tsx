/**
 * /graphiql: GraphiQL over the app's own backend. This module and everything it imports (GraphiQL,
 * Monaco, their CSS and workers) load only when the route is visited: routes.tsx imports it lazily.
 */
import 'graphiql/style.css';
import './workers';
import { useApolloClient } from '@apollo/client/react';
import { GraphiQL } from 'graphiql';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { schema } from '../../api/schema';
import { defaultQuery } from './defaultTab';
import { createSchemaFetcher } from './fetcher';

const Screen = styled.main`
  height: 100vh;
  height: 100dvh;

  .graphiql-logo a {
    color: inherit;
  }
`;

export default function GraphiQLPage() {
  // The provider's client: its link is the SchemaLink with the app's very context (store, catalogue).
  const client = useApolloClient();
  const fetcher = useMemo(() => createSchemaFetcher({ client, schema }), [client]);
  return (
    <Screen>
      <title>GraphiQL · CampusNest</title>
      {/* The schema object itself: the docs need no introspection round trip and keep every description. */}
      <GraphiQL fetcher={fetcher} schema={schema} defaultQuery={defaultQuery}>
        <GraphiQL.Logo>
          <Link to="/">CampusNest</Link> GraphiQL
        </GraphiQL.Logo>
      </GraphiQL>
    </Screen>
  );
}
