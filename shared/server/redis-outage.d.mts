import type { EventEmitter } from 'node:events';

export declare function logRedisOutages(
  redis: EventEmitter,
  log: { error: (object: object, message: string) => void; info: (message: string) => void },
  messages: { down: string; back: string },
): () => boolean;
