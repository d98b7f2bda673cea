import { missingTranslations, wrongUkrainianApostrophes } from '@storefront/shared';
import en from './en/content.json';
import pl from './pl/content.json';
import ru from './ru/content.json';
import ua from './ua/content.json';

it('the content namespace has every key in every language', () => {
  expect(missingTranslations({ en, pl, ru, ua })).toEqual([]);
});

it("the content namespace writes the Ukrainian apostrophe ʼ, never ' or ’", () => {
  expect(wrongUkrainianApostrophes(ua)).toEqual([]);
});
