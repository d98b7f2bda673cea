import { foldText, matchesWords } from './match-words';

describe('matchesWords', () => {
  it('matches words as prefixes, in any order and case', () => {
    expect(matchesWords('Filiżanki i kubki', 'KUB fil')).toBe(true);
    expect(matchesWords('Cups & mugs', 'mug')).toBe(true);
    expect(matchesWords('Cups & mugs', 'ugs')).toBe(false);
    expect(matchesWords('Cups & mugs', '  ')).toBe(false);
  });

  it('ignores diacritics in Polish, Russian and Ukrainian', () => {
    expect(matchesWords('Słodycze', 'slod')).toBe(true);
    expect(matchesWords('Zestawy prezentowe', 'prezentowe')).toBe(true);
    expect(matchesWords('Чаї та збори', 'ЧАІ')).toBe(true);
    expect(matchesWords('Чайники', 'чаи')).toBe(true);
    expect(matchesWords('Ёжик', 'ежик')).toBe(true);
    expect(foldText('Ґанок Żółw')).toBe('ганок zolw');
  });
});
