import { MAX_SHOWN_PATH, shownPath } from './shown-path';

describe('a path as a page shows it', () => {
  it('is whole up to its bound, and cut with an ellipsis beyond', () => {
    expect(shownPath('/en/no-such-page')).toBe('/en/no-such-page');
    const long = `/en/${'a'.repeat(15_000)}`;
    expect(shownPath(long)).toHaveLength(MAX_SHOWN_PATH);
    expect(shownPath(long)).toBe(`${long.slice(0, MAX_SHOWN_PATH - 1)}…`);
  });

  it('never cuts a character in half', () => {
    const emoji = `/en/${'😀'.repeat(200)}`;
    expect([...shownPath(emoji)]).toHaveLength(MAX_SHOWN_PATH);
    expect(shownPath(emoji)).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});
