import { once } from 'node:events';
import net from 'node:net';
import { expect, test } from '@playwright/test';
import { STOPPING_SHELL_PORT } from '../fixtures/ports';
import { startShell } from '../fixtures/processes';
import { E2E_OWNER } from '../fixtures/topology.mjs';

/**
 * A sign-in through the shell's proxy, over a socket of its own, its body half sent: the shell
 * has accepted it and holds it in flight until `finish` sends the rest.
 */
function signInInFlight(port: number) {
  const body = JSON.stringify({ email: E2E_OWNER.email, password: E2E_OWNER.password });
  const socket = net.connect(port, '127.0.0.1');
  socket.write(
    [
      'POST /api/v1/auth/login HTTP/1.1',
      `Host: localhost:${port}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      '',
      body.slice(0, 10),
    ].join('\r\n'),
  );
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
  const ended = once(socket, 'end').then(() => answer);
  // The rest is written, not ended: a half-closed socket is a client gone (Node drops it).
  return { answer: ended, finish: () => socket.write(body.slice(10)) };
}

test('the shell on SIGTERM finishes the requests it accepted, refuses new ones and exits 0', async () => {
  const shell = await startShell(STOPPING_SHELL_PORT);
  const exited = once(shell, 'exit');
  const requests = Array.from({ length: 8 }, () => signInInFlight(STOPPING_SHELL_PORT));
  await new Promise((resolve) => setTimeout(resolve, 500));

  shell.kill('SIGTERM');
  // The listener closes soon after the signal; until then a new connection is still answered.
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${STOPPING_SHELL_PORT}/livez`).then(
          () => 'answered',
          (error: Error & { cause?: { code?: string } }) => error.cause?.code,
        ),
      { timeout: 5000 },
    )
    .toBe('ECONNREFUSED');

  for (const request of requests) request.finish();
  for (const answer of await Promise.all(requests.map((request) => request.answer))) {
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain(`"email":"${E2E_OWNER.email}"`);
  }
  const [code] = await exited;
  expect(code).toBe(0);
});
