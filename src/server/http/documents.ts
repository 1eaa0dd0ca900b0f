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
import {
  GRAPHQL_MAX_INT,
  GRAPHQL_MIN_INT,
  GraphQLError,
  Kind,
  parse,
  specifiedRules,
  validate,
  visit,
  type ArgumentNode,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import type { RequestLimits } from '../config';
import type { HttpErrorCode } from './httpErrors';

/**
 * How many texts' outcomes are kept, and the longest text kept: far more and longer than the app's
 * documents and GraphiQL's introspection, while a client sending ever new documents of a thousand
 * tokens each cannot make the cache hold more than a few dozen megabytes.
 */
export const DOCUMENTS_KEPT = 200;
export const LONGEST_TEXT_KEPT = 16_384;

export type Prepared = { document: DocumentNode } | { errors: readonly GraphQLError[] };

/** An error of the client's document, with a code saying at which step it was refused. */
/** A refusal keeps graphql-js's precise words; its code is one of the catalogue's (httpErrors.ts). */
function refusal(error: GraphQLError, code: Extract<HttpErrorCode, `GRAPHQL_${string}`>): GraphQLError {
  const { nodes, source, positions, path, originalError, extensions } = error;
  return new GraphQLError(error.message, { nodes, source, positions, path, originalError, extensions: { ...extensions, code } });
}

// By default a rule throws out of graphql-js's validate(); reported instead, the refusal is a
// validation error like any other.
const reported = {
  exposeLimits: true,
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
};

function limitRules(limits: RequestLimits): ValidationRule[] {
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

/** The list sizes graphql-armor's cost rule multiplies by (it reads these arguments' literal integers only). */
const isSizeArgument = (argument: ArgumentNode) => argument.name.value === 'first' || argument.name.value === 'last';

/** How many outcomes are kept per document: a client pages with one or two sizes. */
const SIZES_KEPT = 16;

interface SizedDocument {
  /** The variables that size lists, in the document's order; empty for most documents. */
  names: string[];
  outcomes: Map<string, readonly GraphQLError[]>;
}

/**
 * The cost rule a second time, for a document whose list sizes are variables: graphql-armor counts
 * `first: $n` as a list of one, so aliased pages of `first: $n` with a large `n` passed a limit
 * that their literal twin exceeds many times over. The sizes are written into the
 * operation as literals (from the request's variables, or else their defaults) and the rule judges
 * that. A document's outcome is kept per tuple of sizes, as the document cache keeps texts'.
 */
export function createVariableCostCheck(schema: GraphQLSchema, limits: RequestLimits) {
  const rules = [costLimitRule({ maxCost: limits.maxCost, ...reported })];
  const sized = new WeakMap<DocumentNode, SizedDocument>();

  const sizeVariables = (document: DocumentNode): SizedDocument => {
    let known = sized.get(document);
    if (known === undefined) {
      const names = new Set<string>();
      visit(document, {
        Argument(argument) {
          if (isSizeArgument(argument) && argument.value.kind === Kind.VARIABLE) names.add(argument.value.name.value);
        },
      });
      known = { names: [...names], outcomes: new Map() };
      sized.set(document, known);
    }
    return known;
  };

  return (document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown> | null | undefined): readonly GraphQLError[] => {
    const known = sizeVariables(document);
    if (known.names.length === 0) return [];
    const sizes = new Map<string, number>();
    for (const name of known.names) {
      const given = variables?.[name];
      const fallback = operation.variableDefinitions?.find((definition) => definition.variable.name.value === name)?.defaultValue;
      const size = given === undefined || given === null ? (fallback?.kind === Kind.INT ? Number(fallback.value) : undefined) : given;
      // Not an Int: variable coercion refuses the request before anything runs, in its own words.
      if (typeof size === 'number' && Number.isInteger(size) && size >= GRAPHQL_MIN_INT && size <= GRAPHQL_MAX_INT) sizes.set(name, size);
    }
    const key = known.names.map((name) => sizes.get(name) ?? '').join(',') + '|' + (operation.name?.value ?? '');
    let outcome = known.outcomes.get(key);
    if (outcome === undefined) {
      const literal = visit(document, {
        Argument(argument) {
          const size = argument.value.kind === Kind.VARIABLE && isSizeArgument(argument) ? sizes.get(argument.value.name.value) : undefined;
          return size === undefined ? undefined : { ...argument, value: { kind: Kind.INT, value: String(size) } };
        },
      });
      // The operation the request runs, with its fragments: another operation of the document has variables of its own.
      const index = document.definitions.indexOf(operation);
      const definitions = literal.definitions.filter((definition, at) => at === index || definition.kind === Kind.FRAGMENT_DEFINITION);
      const errors = validate(schema, { kind: Kind.DOCUMENT, definitions }, rules);
      outcome = errors.map((error) => refusal(error, 'GRAPHQL_VALIDATION_FAILED'));
      if (known.outcomes.size >= SIZES_KEPT) known.outcomes.clear();
      known.outcomes.set(key, outcome);
    }
    return outcome;
  };
}
