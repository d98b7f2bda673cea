import { EXTRA_HEAD_TAG, renderWithLoadedStore, withHeadTag } from '@storefront/shared/testing';
import { Seo } from './seo';

// A tag added to the shared list is in the browser's head, as it is in the server's first HTML
// (shell/server/src/head-tags.test.ts).
withHeadTag(EXTRA_HEAD_TAG);

it('renders a tag added to the shared list into the head, beside the others', async () => {
  await renderWithLoadedStore(<Seo input={{ title: 'Contact', robots: 'noindex' }} lang="en" />, {
    route: '/en/contact-us',
  });
  const theme = document.head.querySelector('meta[name="theme-color"]');
  expect(theme?.getAttribute('content')).toBe('#2f6b3a');
  expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
    'noindex',
  );
  expect(document.title).toBe('Contact');
});
