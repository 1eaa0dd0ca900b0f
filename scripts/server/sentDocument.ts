/**
 * A document as the app's Apollo Client puts it on the wire: without the directives only the
 * client reads (its QueryManager drops @unmask, @nonreactive and @connection from the server's
 * copy; the app's documents use @unmask only, and no @client fields), with the __typename fields it
 * adds, printed. What the server tests and the server bench send of the app's or the tests' typed
 * documents.
 */
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print, visit, type DocumentNode } from 'graphql';

const clientOnlyDirectives = new Set(['unmask', 'nonreactive', 'connection']);

export function sentDocument(document: DocumentNode): string {
  const serverQuery = visit(document, {
    Directive: (directive) => (clientOnlyDirectives.has(directive.name.value) ? null : undefined),
  });
  return print(addTypenameToDocument(serverQuery));
}
