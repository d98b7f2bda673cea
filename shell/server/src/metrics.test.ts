/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { listenForMetrics } from '@storefront/shared/observability';
import { createShellMetrics } from './metrics';

const log = Fastify({ logger: false }).log;

async function get(url: string): Promise<{ status: number; body: string }> {
  const response = await fetch(url);
  return { status: response.status, body: await response.text() };
}

describe("the shell server's metrics listener", () => {
  it('serves the render metrics at /metrics and nothing else', async () => {
    const metrics = createShellMetrics(null);
    metrics.startRender().ended('whole');
    metrics.startRender().ended('failed');
    // A visitor who left before the first byte: counted, not timed.
    metrics.startRender().ended('abandoned');
    // A streamed page is timed at its first byte, and counted once when its stream ends.
    const streamed = metrics.startRender();
    streamed.firstByte();
    streamed.ended('abandoned');
    streamed.ended('streamed');
    metrics.renderShed();
    // Port 0: no listener at all.
    expect(
      await listenForMetrics(metrics.registry, { host: '127.0.0.1', port: 0, log }),
    ).toBeNull();

    const listening = (await listenForMetrics(metrics.registry, {
      host: '127.0.0.1',
      port: await freePort(),
      log,
    }))!;
    const { port } = listening.address() as AddressInfo;
    const { status, body } = await get(`http://127.0.0.1:${port}/metrics`);
    expect(status).toBe(200);
    expect(body).toMatch(/^shell_renders_total\{outcome="whole"\} 1$/m);
    expect(body).toMatch(/^shell_renders_total\{outcome="failed"\} 1$/m);
    expect(body).toMatch(/^shell_renders_total\{outcome="abandoned"\} 2$/m);
    expect(body).not.toMatch(/^shell_renders_total\{outcome="streamed"\}/m);
    expect(body).toMatch(/^shell_render_duration_seconds_count 3$/m);
    expect(body).toMatch(/^shell_renders_shed_total 1$/m);
    expect((await get(`http://127.0.0.1:${port}/`)).status).toBe(404);
    await new Promise((resolve) => listening.close(resolve));
  });

  it('leaves the server running without metrics when their port is taken', async () => {
    const other = http.createServer();
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const { port } = other.address() as AddressInfo;
    const metrics = createShellMetrics(null);
    await expect(
      listenForMetrics(metrics.registry, { host: '127.0.0.1', port, log }),
    ).resolves.toBeNull();
    await new Promise((resolve) => other.close(resolve));
  });
});

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
