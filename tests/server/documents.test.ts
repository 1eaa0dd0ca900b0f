/**
 * The document cache (src/server/http/documents.ts): a text is parsed and validated once, its
 * outcome kept for the next request with the same text, and the cache stays bounded in count and
 * in the length of what it keeps.
 */
import { describe, expect, it } from 'vitest';
import { defaultLimits } from '../../src/server/config';
import { createDocumentCache, DOCUMENTS_KEPT, LONGEST_TEXT_KEPT } from '../../src/server/http/documents';
import { loadSchema } from '../../src/server/schemaFile';

const schema = loadSchema();

describe('the document cache', () => {
  it('gives the same document for the same text, and keeps refusals with their step', () => {
    const prepare = createDocumentCache(schema, defaultLimits);
    const first = prepare('{ me { id } }');
    expect('document' in first && prepare('{ me { id } }')).toBe(first);
    const unknown = prepare('{ nothing }');
    expect('errors' in unknown && unknown.errors.map((error) => error.extensions.code)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(prepare('{ nothing }')).toBe(unknown);
    const broken = prepare('{ me { id ');
    expect('errors' in broken && broken.errors.map((error) => error.extensions.code)).toEqual(['GRAPHQL_PARSE_FAILED']);
  });

  it(`forgets the least recently used text past ${DOCUMENTS_KEPT}, and never keeps one over ${LONGEST_TEXT_KEPT} characters`, () => {
    const prepare = createDocumentCache(schema, defaultLimits);
    const text = (index: number) => `query Q${index} { me { id } }`;
    const kept = prepare(text(0));
    for (let index = 1; index < DOCUMENTS_KEPT; index += 1) prepare(text(index));
    // Used again, the first text is now the most recent; the second is the oldest.
    expect(prepare(text(0))).toBe(kept);
    const second = prepare(text(1));
    for (let index = DOCUMENTS_KEPT; index < 2 * DOCUMENTS_KEPT - 1; index += 1) prepare(text(index));
    expect(prepare(text(1))).toBe(second);
    expect(prepare(text(0))).not.toBe(kept);

    const long = `{ me { id } }${' '.repeat(LONGEST_TEXT_KEPT)}`;
    const answer = prepare(long);
    expect('document' in answer).toBe(true);
    expect(prepare(long)).not.toBe(answer);
  });
});
