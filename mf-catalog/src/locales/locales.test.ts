import { missingTranslations, wrongUkrainianApostrophes } from '@storefront/shared';
import en from './en/catalog.json';
import pl from './pl/catalog.json';
import ru from './ru/catalog.json';
import ua from './ua/catalog.json';

it('the catalog namespace has every key in every language', () => {
  expect(missingTranslations({ en, pl, ru, ua })).toEqual([]);
});

it("the catalog namespace writes the Ukrainian apostrophe ʼ, never ' or ’", () => {
  expect(wrongUkrainianApostrophes(ua)).toEqual([]);
});
