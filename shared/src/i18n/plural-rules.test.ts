import { createTestI18n } from '../testing';

const items = {
  count_one: '{{count}} one',
  count_few: '{{count}} few',
  count_many: '{{count}} many',
  count_other: '{{count}} other',
};

describe('plural forms', () => {
  it.each([
    ['ua', 1, '1 one'],
    ['ua', 3, '3 few'],
    ['ua', 5, '5 many'],
    ['ua', 21, '21 one'],
    ['pl', 22, '22 few'],
    ['pl', 25, '25 many'],
    ['ru', 11, '11 many'],
    ['en', 5, '5 other'],
  ] as const)('follow the rules of the locale in %s (%d)', (lang, count, text) => {
    const i18n = createTestI18n(lang, { test: items });
    expect(i18n.t('count', { ns: 'test', count })).toBe(text);
  });
});
