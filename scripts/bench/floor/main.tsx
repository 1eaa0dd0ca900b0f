/**
 * The floor of our stack: the least an app on it can ship. It imports and initialises exactly the
 * libraries the app is built on — react-dom, react-router (a data router, as the app uses),
 * styled-components, Apollo Client over a SchemaLink to a @graphql-tools executable schema —
 * and does nothing else. `npm run bench` builds it with the app's own Vite config in the same
 * run and compares the app's first load against it.
 */
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import { ApolloProvider } from '@apollo/client/react';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import styled from 'styled-components';

const schema = makeExecutableSchema({
  typeDefs: 'type Query { hello: String! }',
  resolvers: { Query: { hello: () => 'floor' } },
});

const client = new ApolloClient({ link: new SchemaLink({ schema }), cache: new InMemoryCache() });

const Text = styled.p`
  color: #111;
`;

const router = createBrowserRouter([{ path: '/', element: <Text>floor</Text> }]);

createRoot(document.getElementById('root')!).render(
  <ApolloProvider client={client}>
    <RouterProvider router={router} />
  </ApolloProvider>,
);
