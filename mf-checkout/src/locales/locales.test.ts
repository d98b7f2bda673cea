import { missingTranslations, wrongUkrainianApostrophes } from '@storefront/shared';
import en from './en';
import pl from './pl';
import ru from './ru';
import ua from './ua';

it('the checkout namespace has every key in every language', () => {
  expect(missingTranslations({ en, pl, ru, ua })).toEqual([]);
});

it("the checkout namespace writes the Ukrainian apostrophe ʼ, never ' or ’", () => {
  expect(wrongUkrainianApostrophes(ua)).toEqual([]);
});
