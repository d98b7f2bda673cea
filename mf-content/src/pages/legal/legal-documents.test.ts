import { wrongUkrainianApostrophes, type Language } from '@storefront/shared';
import privacyEn from '../../legal/privacy-policy/en.json';
import privacyPl from '../../legal/privacy-policy/pl.json';
import privacyRu from '../../legal/privacy-policy/ru.json';
import privacyUa from '../../legal/privacy-policy/ua.json';
import termsEn from '../../legal/terms-and-conditions/en.json';
import termsPl from '../../legal/terms-and-conditions/pl.json';
import termsRu from '../../legal/terms-and-conditions/ru.json';
import termsUa from '../../legal/terms-and-conditions/ua.json';
import type { LegalDocument } from './legal-document';

const DOCUMENTS: Record<string, Record<Language, LegalDocument>> = {
  'privacy-policy': { en: privacyEn, pl: privacyPl, ru: privacyRu, ua: privacyUa },
  'terms-and-conditions': { en: termsEn, pl: termsPl, ru: termsRu, ua: termsUa },
};

describe.each(Object.keys(DOCUMENTS))('the %s', (name) => {
  const versions = Object.entries(DOCUMENTS[name]!).map(([lang, document]) => ({ lang, document }));

  it('exists in every language with the same sections', () => {
    const [english] = versions;
    for (const { lang, document } of versions) {
      expect([lang, document.sections.length]).toEqual([lang, english!.document.sections.length]);
      document.sections.forEach((section, index) => {
        expect([lang, index, section.paragraphs.length]).toEqual([
          lang,
          index,
          english!.document.sections[index]!.paragraphs.length,
        ]);
      });
      expect(document.title).toBeTruthy();
      expect(document.description.length).toBeLessThanOrEqual(160);
    }
  });

  it("writes the Ukrainian apostrophe ʼ in Ukrainian, never ' or ’", () => {
    expect(wrongUkrainianApostrophes(DOCUMENTS[name]!.ua)).toEqual([]);
  });

  it("names the shop's details only through the four placeholders", () => {
    for (const { document } of versions) {
      const text = JSON.stringify(document);
      for (const placeholder of ['{{storeName}}', '{{email}}', '{{phone}}', '{{address}}']) {
        expect(text).toContain(placeholder);
      }
      expect(
        text.match(/\{\{(\w+)\}\}/g)?.every((p) => /storeName|email|phone|address/.test(p)),
      ).toBe(true);
    }
  });
});
