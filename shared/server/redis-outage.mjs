// How a server of the storefront says that its Redis went away and came back: once each, not
// once per failed command (ioredis emits an error on every try to reconnect).

/**
 * Logs a Redis connection's outage when it starts (`down`, with the error) and when it ends
 * (`back`); answers whether it is down now.
 * @param {import('node:events').EventEmitter} redis an ioredis connection
 * @param {{ error: (object: object, message: string) => void, info: (message: string) => void }} log
 * @param {{ down: string, back: string }} messages
 * @returns {() => boolean}
 */
export function logRedisOutages(redis, log, { down, back }) {
  let isDown = false;
  redis.on('error', (error) => {
    if (isDown) return;
    isDown = true;
    log.error({ err: error }, down);
  });
  redis.on('ready', () => {
    if (!isDown) return;
    isDown = false;
    log.info(back);
  });
  return () => isDown;
}
