/**
 * The conversation resolver's read-ahead (src/api/resolvers/latestMessagesAsked.ts): the size of
 * the latest page of messages a query asks for, or null whenever the messages must be read as asked.
 */
import { describe, expect, it } from 'vitest';
import { Kind, parse, type FieldNode, type FragmentDefinitionNode, type GraphQLResolveInfo, type OperationDefinitionNode } from 'graphql';
import { latestMessagesAsked } from '../../src/api/resolvers/latestMessagesAsked';

/** The resolve info of the document's `conversation` field, as far as the read-ahead reads it. */
function infoOf(document: string, variableValues: Record<string, unknown> = {}): GraphQLResolveInfo {
  const { definitions } = parse(document);
  const operation = definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)!;
  const fragments = Object.fromEntries(
    definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const conversation = operation.selectionSet.selections[0] as FieldNode;
  return { fieldNodes: [conversation], fragments, variableValues } as unknown as GraphQLResolveInfo;
}

describe('the latest messages a query asks of a conversation', () => {
  it('reads the size from a literal, a variable or a fragment', () => {
    expect(latestMessagesAsked(infoOf('{ conversation(id: "c") { messages(last: 50) { edges { cursor } } } }'), 100)).toBe(50);
    expect(latestMessagesAsked(infoOf('query T($n: Int!) { conversation(id: "c") { id messages(last: $n) { edges { cursor } } } }', { n: 20 }), 100)).toBe(20);
    const spread =
      'query { conversation(id: "c") { ...Thread } } fragment Thread on Conversation { ... on Conversation { messages(last: 5) { edges { cursor } } } }';
    expect(latestMessagesAsked(infoOf(spread), 100)).toBe(5);
  });

  it('is null without messages, with a cursor, with two sizes, or with a size out of range', () => {
    expect(latestMessagesAsked(infoOf('{ conversation(id: "c") { id } }'), 100)).toBeNull();
    expect(latestMessagesAsked(infoOf('{ conversation(id: "c") { messages(last: 50, before: "9") { edges { cursor } } } }'), 100)).toBeNull();
    expect(
      latestMessagesAsked(infoOf('query T($a: String) { conversation(id: "c") { messages(last: 50, after: $a) { edges { cursor } } } }', { a: '3' }), 100),
    ).toBeNull();
    expect(
      latestMessagesAsked(infoOf('{ conversation(id: "c") { a: messages(last: 50) { edges { cursor } } b: messages(last: 10) { edges { cursor } } } }'), 100),
    ).toBeNull();
    expect(latestMessagesAsked(infoOf('{ conversation(id: "c") { messages(last: 500) { edges { cursor } } } }'), 100)).toBeNull();
    expect(latestMessagesAsked(infoOf('{ conversation(id: "c") { messages(last: 0) { edges { cursor } } } }'), 100)).toBeNull();
  });

  it('takes a cursor given as null as no cursor', () => {
    expect(
      latestMessagesAsked(infoOf('query T($b: String) { conversation(id: "c") { messages(last: 50, before: $b) { edges { cursor } } } }', { b: null }), 100),
    ).toBe(50);
  });
});
