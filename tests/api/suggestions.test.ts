/**
 * Suggestions as the user types (docs/product.md#suggestions): the pure rule, then the query
 * through the schema over the sample catalogue, hostile text included.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { foldText, suggestPlaces, type Place } from '../../src/api/rules/suggestions';
import { openTestApi, type ApiUnderTest } from './stores';
import { Suggestions } from './operations';

const city = (name: string): Place => ({ kind: 'CITY', name, city: null });
const university = (name: string, where: string): Place => ({ kind: 'UNIVERSITY', name, city: where });

describe('the suggestion rule', () => {
  const places = [
    city('München'),
    city('Berlin'),
    city('Bergamo'),
    university('Ludwig-Maximilians-Universität München', 'München'),
    university('Technical University of Berlin', 'Berlin'),
    university('Free University of Berlin', 'Berlin'),
    university('Eötvös Loránd University', 'Budapest'),
  ];
  const names = (text: string, first = 5) => suggestPlaces(places, text, first).map((place) => place.name);

  it('folds case, accents and runs of spaces', () => {
    expect(foldText('Eötvös  Loránd')).toBe('eotvos lorand');
    expect(foldText('MÜNCHEN')).toBe('munchen');
    expect(foldText('Université Paris Cité')).toBe('universite paris cite');
  });

  it('ignores accents and case on both sides', () => {
    expect(names('munchen')).toEqual(['München', 'Ludwig-Maximilians-Universität München']);
    expect(names('MÜNCHEN')).toEqual(names('munchen'));
    expect(names('eötvös')).toEqual(['Eötvös Loránd University']);
    expect(names('EOTVOS')).toEqual(['Eötvös Loránd University']);
    expect(names('  berlin ')).toEqual(['Berlin', 'Free University of Berlin', 'Technical University of Berlin']);
  });

  it('puts cities before universities, a name starting with the text first, then a word starting with it', () => {
    expect(names('ber')).toEqual(['Bergamo', 'Berlin', 'Free University of Berlin', 'Technical University of Berlin']);
    expect(names('uni')).toEqual([
      'Eötvös Loránd University',
      'Free University of Berlin',
      'Technical University of Berlin',
      'Ludwig-Maximilians-Universität München',
    ]);
  });

  it('gives at most `first` of each kind', () => {
    expect(suggestPlaces(places, 'e', 1).map((place) => place.kind)).toEqual(['CITY', 'UNIVERSITY']);
  });

  it('matches nothing for blank, over-long or pattern-like text', () => {
    for (const text of ['', '   ', 'b'.repeat(201), '.*', '[', '(?:', '\\', '^B', 'Berlin$', '%', '_']) expect(names(text)).toEqual([]);
    expect(names('b'.repeat(200))).toEqual([]);
  });
});

describe('the suggestions query', () => {
  let api: ApiUnderTest;
  beforeAll(async () => {
    api = await openTestApi();
  });
  const suggest = async (text: string, first?: number) => {
    const result = await api.run(Suggestions, first === undefined ? { text } : { text, first });
    expect(result.errors).toBeUndefined();
    return result.data!.suggestions;
  };

  it('suggests the cities and universities of the listings, with a university’s city', async () => {
    expect(await suggest('sorbon')).toEqual([{ kind: 'UNIVERSITY', name: 'Sorbonne University', city: 'Paris' }]);
    expect(await suggest('PARIS')).toEqual([{ kind: 'CITY', name: 'Paris', city: null }]);
    expect(await suggest('Berlin')).toEqual([
      { kind: 'CITY', name: 'Berlin', city: null },
      { kind: 'UNIVERSITY', name: 'Free University of Berlin', city: 'Berlin' },
      { kind: 'UNIVERSITY', name: 'Humboldt University of Berlin', city: 'Berlin' },
    ]);
  });

  it('ignores accents: "universite" finds Université libre de Bruxelles', async () => {
    expect((await suggest('universite')).map((place) => place.name)).toEqual(['Université libre de Bruxelles', 'Vrije Universiteit Brussel']);
    expect((await suggest('BRÜSSEL')).map((place) => place.name)).toEqual(['Brussels', 'Saint-Louis University Brussels', 'Vrije Universiteit Brussel']);
  });

  it('gives at most 5 of each kind by default, and `first` of each kind when asked', async () => {
    const many = await suggest('u');
    expect(many.filter((place) => place.kind === 'CITY').length).toBeLessThanOrEqual(5);
    expect(many.filter((place) => place.kind === 'UNIVERSITY')).toHaveLength(5);
    expect(await suggest('u', 2)).toHaveLength(4);
    expect((await suggest('u', 10)).filter((place) => place.kind === 'UNIVERSITY')).toHaveLength(10);
  });

  it.each([
    ['empty', ''],
    ['blank', ' \t\n '],
    ['201 characters', 'a'.repeat(201)],
    ['200,000 characters', 'a'.repeat(200_000)],
    ['a regular expression', '.*'],
    ['regex metacharacters', '^(a+)+$[]{}|\\'],
    ['markup', '<script>alert(1)</script>'],
    ['NUL and a lone surrogate', '\u0000\uD800'],
    ['right-to-left override', '\u202EBerlin'],
  ])('answers %s with no suggestions and no error', async (_label, text) => {
    expect(await suggest(text)).toEqual([]);
  });

  it('refuses a `first` outside 1 to 10 as INVALID_INPUT', async () => {
    for (const first of [0, -1, 11, 1000]) {
      const result = await api.run(Suggestions, { text: 'ber', first });
      expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_INPUT', field: 'first' });
    }
  });
});
