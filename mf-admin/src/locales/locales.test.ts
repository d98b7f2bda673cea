import { missingTranslations, wrongUkrainianApostrophes } from '@storefront/shared';
import en, { parts as enParts } from './en';
import pl, { parts as plParts } from './pl';
import ru, { parts as ruParts } from './ru';
import ua, { parts as uaParts } from './ua';

it('the admin namespace has every key in every language', () => {
  expect(missingTranslations({ en, pl, ru, ua })).toEqual([]);
});

it("the namespace's files keep to top-level keys of their own (a shared one would be lost)", () => {
  for (const parts of [enParts, plParts, ruParts, uaParts]) {
    const owners = new Map<string, string[]>();
    for (const [part, texts] of Object.entries(parts))
      for (const key of Object.keys(texts)) owners.set(key, [...(owners.get(key) ?? []), part]);
    const shared = [...owners].filter(([, files]) => files.length > 1);
    expect(shared).toEqual([]);
  }
});

it("the admin namespace writes the Ukrainian apostrophe ʼ, never ' or ’", () => {
  expect(wrongUkrainianApostrophes(ua)).toEqual([]);
});
