import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Language } from '@storefront/shared/core';
import { foldDiacritics } from '../src/db/search-folding';
import { effective, isSorted, seeded } from './helpers/catalog';
import { createTestApp, type TestApp } from './helpers/test-app';

interface Item {
  slug: string;
  name: string;
  price: number;
  discountPrice: number | null;
}

/** Words some products have in their names and others only in their descriptions. */
const WORDS: [Language, string][] = [
  ['en', 'matcha'],
  ['pl', 'Herbata'],
  ['ru', 'ЧАЙ'],
  ['ua', 'матча'],
];

const fold = (text: string) => foldDiacritics(text.toLowerCase());
/** Whether a text has a word that starts with the searched one, as the search reads it. */
const hasWord = (text: string, word: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .some((part) => part.startsWith(fold(word)));

describe('GET /api/v1/product?q=: a match in the name first', () => {
  let t: TestApp;
  const list = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/product${query}` });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as { items: Item[] }).items;
  };

  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  for (const [lang, word] of WORDS) {
    it(`"${word}" in ${lang}: the names that have it, then the descriptions`, async () => {
      const q = `?lang=${lang}&q=${encodeURIComponent(word)}`;
      const elsewhere = seeded.products.filter(
        (product) => !hasWord(product.name[lang], word) && hasWord(product.description[lang], word),
      );
      assert.ok(elsewhere.length > 0, `some product has "${word}" only in its description`);

      // The header's suggestions: the first five of the search, newest first by default.
      const suggested = await list(`${q}&limit=5`);
      assert.ok(hasWord(suggested[0]!.name, word), `${suggested[0]!.name} is suggested first`);

      const all = await list(`${q}&limit=100`);
      const inName = all.filter((item) => hasWord(item.name, word)).length;
      assert.ok(inName > 0);
      assert.ok(
        all.every((item, index) => hasWord(item.name, word) === index < inName),
        all.map((item) => item.name).join(' | '),
      );
      assert.ok(all.some((item) => elsewhere.some((product) => product.slug === item.slug)));
    });
  }

  it('keeps the chosen sort within the names and within the descriptions', async () => {
    const all = await list('?lang=ru&q=%D1%87%D0%B0%D0%B9&sort=price-asc&limit=100');
    const inName = all.filter((item) => hasWord(item.name, 'чай'));
    const rest = all.slice(inName.length);
    assert.deepEqual(all.slice(0, inName.length), inName);
    const byPrice = (a: Item, b: Item) => effective(a) - effective(b);
    assert.ok(isSorted(inName, byPrice) && isSorted(rest, byPrice));
    assert.ok(rest.length > 0);
  });
});
