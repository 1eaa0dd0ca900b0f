/**
 * Documents asked for a second time run compiled by graphql-jit into one function (the app's own
 * queries, from the first repeat on): interpreted, every field of every card is resolved through
 * graphql-js's generic walk, with its short-lived objects, at every request (docs/server.md#under-load
 * has the figures). A
 * document seen once is interpreted (as Mercurius's `jit` option does): compiling it would cost
 * more than running it, and a client sending ever new documents would otherwise have the server
 * compile each. The document cache (documents.ts) hands back the same DocumentNode for the same
 * text, so a document is known by identity, and forgotten when that cache forgets it.
 *
 * Documents with a string literal are never compiled, whatever their count. graphql-jit writes
 * literal arguments into the code it generates (JSON.stringify, then its own marker for dates turned
 * back into `new Date(…)`), so a string starting with that marker runs as code
 * (tests/server/compiledExecution.test.ts). The app's documents pass every string as a variable,
 * which stays data. Nor are documents with a field aliased `__proto__` (mustBeInterpreted).
 *
 * Variables are coerced by the executor, once: a compiled query that refuses them (a result
 * without data) is run again interpreted, so that the refusal is graphql-js's own, word for word
 * whichever runs the document, and graphql.ts answers it as a request error. The compiled answer is the interpreted one, except for the order of a field selected both directly
 * and through fragments (JSON readers do not see it) and the `locations` of an error a resolver
 * raises (the app reads neither).
 */
import { BREAK, execute, visit, type DocumentNode, type ExecutionArgs, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

function isPromise(value: object): value is Promise<unknown> {
  return 'then' in value;
}

/**
 * Whether `document` must run interpreted: it holds a string literal anywhere (arguments, input
 * objects, variables' defaults, directives), or a field aliased `__proto__`, which graphql-jit's
 * answer objects take for their prototype, so the field vanished from a compiled answer.
 */
function mustBeInterpreted(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    StringValue() {
      found = true;
      return BREAK;
    },
    Field(field) {
      if (field.alias?.value !== '__proto__') return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
}

type Verdict = 'seen once' | 'interpreted' | Map<string | undefined, CompiledQuery | 'interpreted'>;

export function compiledWhenRepeated(schema: GraphQLSchema): (args: ExecutionArgs) => Promise<ExecutionResult> | ExecutionResult {
  const verdicts = new WeakMap<DocumentNode, Verdict>();
  return (args) => {
    const { document } = args;
    let verdict = verdicts.get(document);
    if (verdict === undefined) {
      verdicts.set(document, 'seen once');
      return execute(args);
    }
    if (verdict === 'seen once') {
      verdict = mustBeInterpreted(document) ? 'interpreted' : new Map();
      verdicts.set(document, verdict);
    }
    if (verdict === 'interpreted') return execute(args);
    // One function per operation of the document. What graphql-jit cannot compile, the interpreter
    // runs (and reports, if it is an error), and it is not compiled again.
    const operationName = args.operationName ?? undefined;
    let compiled = verdict.get(operationName);
    if (compiled === undefined) {
      const outcome = compileQuery(schema, document, operationName);
      compiled = isCompiledQuery(outcome) ? outcome : 'interpreted';
      verdict.set(operationName, compiled);
    }
    if (compiled === 'interpreted') return execute(args);
    const result = compiled.query(args.rootValue, args.contextValue, args.variableValues);
    return 'data' in result || isPromise(result) ? result : execute(args);
  };
}
