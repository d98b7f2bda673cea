/**
 * @jest-environment node
 */
import { testShellServers } from './test-shell-server';

const servers = testShellServers();
const shellServer = servers.start;

describe("the shell server's build files", () => {
  it('keeps source maps to itself unless SOURCE_MAPS_PUBLIC says otherwise', async () => {
    const server = await shellServer();
    expect((await server.inject({ url: '/assets/main.js' })).statusCode).toBe(200);
    expect((await server.inject({ url: '/assets/main.js.map' })).statusCode).toBe(404);
    const open = await shellServer({ SOURCE_MAPS_PUBLIC: 'true' });
    expect((await open.inject({ url: '/assets/main.js.map' })).statusCode).toBe(200);
  });
});
