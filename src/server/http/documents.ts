/**
 * A request's document, parsed and validated once per text: the app sends the same few documents
 * over and over, so each text's outcome (the document, or the errors that refuse it) is kept, for
 * the last `DOCUMENTS_KEPT` texts. The same text therefore gives the same DocumentNode, which
 * compiled execution (compiledExecution.ts) knows documents by.
 *
 * Refused before anything runs (docs/server.md#limits): over `maxTokens` tokens (graphql-js's
 * parser stops counting there), and deeper, with more aliases, costlier or with more directives than
 * the limits (graphql-armor's validation rules). The message names the limit, so that a developer
 * over it knows what to change. Field suggestions stay on: the schema is public (GraphiQL,
 * introspection), so they give nothing away, and they help.
 */
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { GraphQLError, parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema, type ValidationContext, type ValidationRule } from 'graphql';
import type { RequestLimits } from '../config';

/**
 * How many texts' outcomes are kept, and the longest text kept: far more and longer than the app's
 * documents and GraphiQL's introspection, while a client sending ever new documents of a thousand
 * tokens each cannot make the cache hold more than a few dozen megabytes.
 */
export const DOCUMENTS_KEPT = 200;
export const LONGEST_TEXT_KEPT = 16_384;

export type Prepared = { document: DocumentNode } | { errors: readonly GraphQLError[] };

/** An error of the client's document, with a code saying at which step it was refused. */
function refusal(error: GraphQLError, code: string): GraphQLError {
  const { nodes, source, positions, path, originalError, extensions } = error;
  return new GraphQLError(error.message, { nodes, source, positions, path, originalError, extensions: { ...extensions, code } });
}

function limitRules(limits: RequestLimits): ValidationRule[] {
  // By default a rule throws out of graphql-js's validate(); reported instead, the refusal is a
  // validation error like any other.
  const reported = {
    exposeLimits: true,
    propagateOnRejection: false,
    onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
  };
  return [
    maxDepthRule({ n: limits.maxDepth, ...reported }),
    maxAliasesRule({ n: limits.maxAliases, ...reported }),
    costLimitRule({ maxCost: limits.maxCost, ...reported }),
    maxDirectivesRule({ n: limits.maxDirectives, ...reported }),
  ];
}

export function createDocumentCache(schema: GraphQLSchema, limits: RequestLimits): (text: string) => Prepared {
  const rules = [...specifiedRules, ...limitRules(limits)];
  // A Map iterates in insertion order: the first key is the least recently used one.
  const kept = new Map<string, Prepared>();

  const prepare = (text: string): Prepared => {
    let document: DocumentNode;
    try {
      document = parse(text, { maxTokens: limits.maxTokens });
    } catch (error) {
      if (error instanceof GraphQLError) return { errors: [refusal(error, 'GRAPHQL_PARSE_FAILED')] };
      throw error;
    }
    const errors = validate(schema, document, rules);
    return errors.length > 0 ? { errors: errors.map((error) => refusal(error, 'GRAPHQL_VALIDATION_FAILED')) } : { document };
  };

  return (text) => {
    let prepared = kept.get(text);
    if (prepared === undefined) {
      prepared = prepare(text);
      if (text.length > LONGEST_TEXT_KEPT) return prepared;
      if (kept.size >= DOCUMENTS_KEPT) kept.delete(kept.keys().next().value!);
    } else kept.delete(text);
    kept.set(text, prepared);
    return prepared;
  };
}
