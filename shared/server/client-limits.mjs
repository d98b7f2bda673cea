// What a client may hold of a Node server of the storefront (the API, the shell's server): a slow
// or idle client is cut off, and one address cannot take every connection.
import proxyAddr from 'proxy-addr';

/**
 * Fastify's server options for deadlines: the whole request, body included, must arrive within
 * `requestSeconds` (else 408 and the connection is closed), checked every second, and a connection
 * with nothing going on is closed after `idleSeconds`. Node's defaults never cut off a body sent a
 * byte at a time.
 * @param {{ requestSeconds: number, idleSeconds?: number }} limits
 */
export function clientDeadlines({ requestSeconds, idleSeconds = 2 * requestSeconds }) {
  const requestMs = requestSeconds * 1000;
  return {
    requestTimeout: requestMs,
    connectionTimeout: idleSeconds * 1000,
    http: {
      headersTimeout: requestMs,
      connectionsCheckingInterval: Math.min(1000, requestMs),
    },
  };
}

/**
 * Closes at once any connection past the `max`th open one from the same address (0: no limit),
 * but for the trusted proxies (proxy-addr names, addresses or CIDRs, comma-separated, as Fastify's
 * `trustProxy`): a proxy in front carries every shopper's requests.
 * @param {import('node:net').Server} server
 * @param {{ max: number, trustProxy: string }} limits
 */
export function limitConnectionsPerAddress(server, { max, trustProxy }) {
  if (max <= 0) return;
  const trusted = proxyAddr.compile(
    trustProxy
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
  /** @type {Map<string, number>} */
  const open = new Map();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    if (trusted(address, 0)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
