/**
 * @jest-environment node
 */
import { EXTRA_HEAD_TAG, withHeadTag } from '@storefront/shared/testing';
import { testShellServers } from './test-shell-server';

const servers = testShellServers();

// A tag added to the shared list is in the server's first HTML, as it is in the browser's head
// (shell/src/features/seo/seo.test.tsx).
withHeadTag(EXTRA_HEAD_TAG);

it("writes a tag added to the shared list into the server's first HTML", async () => {
  const server = await servers.start();
  for (const url of ['/en/catalog', '/pl/nowhere']) {
    const { body } = await server.inject({ url });
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toContain('<meta data-server-head name="theme-color" content="#2f6b3a">');
  }
});
