/**
 * Saving and suggestions with arbitrary input: random save and remove sequences with real and
 * hostile ids agree with a plain list model, and any text gives suggestions (or none), never an error.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { foldText } from '../../src/api/rules/suggestions';
import { createTestApi } from '../api/harness';
import { Properties, SavedProperties, SaveProperty, Suggestions, UnsaveProperty } from '../api/operations';
import { anyText } from './arbitraries';
import { expectStorageWellFormed, expectTyped } from './invariants';
import { fuzz } from './runs';

let ids: string[] = [];

beforeAll(async () => {
  const { properties } = await createTestApi().data(Properties, { first: 6 });
  ids = properties.edges.map((edge) => edge.node.id);
});

describe('fuzzing saved listings and suggestions', () => {
  it('save and remove sequences match a list model; unknown ids are PROPERTY_NOT_FOUND', async (context) => {
    const id = fc.oneof(
      fc.integer({ min: 0, max: 5 }).map((index) => ids[index]!),
      anyText,
    );
    const step = fc.record({ save: fc.boolean(), id });
    await fuzz(
      context,
      fc.asyncProperty(fc.array(step, { maxLength: 12 }), async (steps) => {
        const api = createTestApi();
        let model: string[] = [];
        let clock = 0;
        api.context.now = () => (clock += 1);
        for (const { save, id: target } of steps) {
          const known = ids.includes(target);
          const errors = save
            ? expectTyped(await api.run(SaveProperty, { id: target }), (data) => data.saveProperty)
            : expectTyped(await api.run(UnsaveProperty, { id: target }), (data) => data.unsaveProperty);
          if (known) {
            expect(errors).toEqual([]);
            model = save ? (model.includes(target) ? model : [target, ...model]) : model.filter((saved) => saved !== target);
          } else {
            expect(errors?.map((error) => error.code)).toEqual(['PROPERTY_NOT_FOUND']);
          }
        }
        const { savedCount, savedProperties } = await api.data(SavedProperties);
        expect(savedProperties.map((property) => property.id)).toEqual(model);
        expect(savedCount).toBe(model.length);
        expectStorageWellFormed(api.storage);
      }),
    );
  });

  it('suggestions for any text: no error, and every name contains the folded text', async (context) => {
    const api = createTestApi();
    const text = fc.oneof(anyText, fc.constantFrom('ber', 'UNIVERSITÉ', 'sorbon', 'ö', ' of ', '.*', 'e'));
    await fuzz(
      context,
      fc.asyncProperty(text, async (typed) => {
        const result = await api.run(Suggestions, { text: typed });
        expect(result.errors).toBeUndefined();
        const suggestions = result.data!.suggestions;
        const wanted = foldText(typed.trim());
        for (const suggestion of suggestions) expect(foldText(suggestion.name)).toContain(wanted);
        expect(suggestions.length).toBeLessThanOrEqual(10);
      }),
    );
  });
});
