// A chat-completions server of the tests' own, on 127.0.0.1: it speaks enough of the OpenAI API
// (`POST /v1/chat/completions`) for the shop's machine translation, so no test depends on a
// server outside this machine. What it answers is set by the test (`server.behave(...)`): a
// translation, a 500, an answer that never comes, or JSON that is not a chat completion. It keeps
// every request it was sent, so a test sees exactly what left the shop.
import { createServer } from 'node:http';
import { once } from 'node:events';

/** The translation it makes of a text: the text, marked as translated (`[ua] ...`). */
export const fakeTranslation = (text, marker) => `${marker} ${text}`;

/**
 * @param {{ port?: number, marker?: string }} [options] the port (0: a free one), and what marks
 *   a translation (by default `[translated]`)
 */
export async function startFakeChatCompletions({ port = 0, marker = '[translated]' } = {}) {
  /** @type {'translate' | 'error' | 'hang' | 'malformed' | 'no-choices'} */
  let behaviour = 'translate';
  const requests = [];
  const hanging = new Set();
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body = null;
      try {
        body = JSON.parse(text);
      } catch {
        // Kept as it came.
      }
      requests.push({ method: request.method, url: request.url, headers: request.headers, body });
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'Not found' } }));
        return;
      }
      if (behaviour === 'hang') {
        hanging.add(response);
        response.on('close', () => hanging.delete(response));
        return;
      }
      if (behaviour === 'error') {
        // As a real service may: its refusal quoting what it was sent.
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ error: { message: `Failed for ${request.headers.authorization}` } }),
        );
        return;
      }
      if (behaviour === 'malformed') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"choices": [ {"message": ');
        return;
      }
      if (behaviour === 'no-choices') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion', choices: [] }),
        );
        return;
      }
      const user = body?.messages?.find((message) => message.role === 'user')?.content ?? '';
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: `chatcmpl-fake-${requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body?.model ?? 'unknown',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: fakeTranslation(user, marker) },
              finish_reason: 'stop',
            },
          ],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  return {
    /** The base URL the shop is given (`http://127.0.0.1:<port>/v1`). */
    url: `http://127.0.0.1:${address.port}/v1`,
    requests,
    /** @param {'translate' | 'error' | 'hang' | 'malformed' | 'no-choices'} next */
    behave(next) {
      behaviour = next;
    },
    async stop() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

// `node scripts/fake-chat-completions.mjs 4999`: one to point a shop at by hand.
if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeChatCompletions({ port: Number(process.argv[2] ?? 0) });
  console.log(`fake chat completions at ${fake.url}`);
}
