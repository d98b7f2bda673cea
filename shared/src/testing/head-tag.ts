import { HEAD_TAGS, type HeadTag } from '../seo/head-tags';

/** A tag no page's head has: a test adds it to the shared list and looks for it. */
export const EXTRA_HEAD_TAG: HeadTag = {
  tag: 'meta',
  attribute: 'name',
  key: 'theme-color',
  content: '#2f6b3a',
};

/** Adds a tag to the shared list of head tags (HEAD_TAGS) for the tests of a file. */
export function withHeadTag(tag: HeadTag): void {
  const rule = () => tag;
  beforeAll(() => HEAD_TAGS.push(rule));
  afterAll(() => HEAD_TAGS.splice(HEAD_TAGS.indexOf(rule), 1));
}
