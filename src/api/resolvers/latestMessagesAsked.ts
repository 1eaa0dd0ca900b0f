/**
 * What a query asks of a conversation's messages, read ahead from the conversation's own field:
 * the `last` of its latest messages when every `messages` selection under it asks the latest page
 * (no cursor) of one size within `max`, so that a store may read that page with the conversation.
 * Anything else (a cursor, two sizes, a size out of range) is null: the messages are read as asked.
 */
import { Kind, valueFromASTUntyped, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

export function latestMessagesAsked(info: GraphQLResolveInfo, max: number): number | null {
  const asked: Array<{ last: unknown; cursor: boolean }> = [];
  const visit = (selections: SelectionSetNode | undefined) => {
    for (const selection of selections?.selections ?? []) {
      if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
      else if (selection.kind === Kind.FRAGMENT_SPREAD) visit(info.fragments[selection.name.value]?.selectionSet);
      else if (selection.name.value === 'messages') {
        const argument = (name: string): unknown => {
          const node = selection.arguments?.find((given) => given.name.value === name);
          return node ? (valueFromASTUntyped(node.value, info.variableValues) ?? null) : null;
        };
        asked.push({ last: argument('last'), cursor: argument('before') !== null || argument('after') !== null });
      }
    }
  };
  for (const field of info.fieldNodes) visit(field.selectionSet);
  const size = asked[0]?.last;
  const one = asked.length > 0 && asked.every((messages) => !messages.cursor && messages.last === size);
  return one && typeof size === 'number' && Number.isInteger(size) && size >= 1 && size <= max ? size : null;
}
