import { randomUUID } from 'node:crypto';
import { orderBody } from './orders';
import { call, shopper, type Answer } from './raw-http';

/**
 * Orders of one unit of a product, `workers` at a time, for `seconds`; `kill` is called after
 * `killAfter` seconds, while orders are in flight. Every answer is kept, with when it was asked.
 */
export async function ordersUnderLoad(
  base: string,
  productId: string,
  { seconds, killAfter, workers = 16 }: { seconds: number; killAfter: number; workers?: number },
  kill: () => Promise<void>,
): Promise<{ answers: Answer[]; killedAt: number }> {
  const answers: Answer[] = [];
  const start = Date.now();
  const end = start + seconds * 1000;
  let sent = 0;
  const worker = async () => {
    while (Date.now() < end) {
      answers.push(
        await call(base, 'POST', 'order', {
          body: orderBody([{ productId, quantity: 1 }]),
          from: shopper((sent += 1), 12),
          headers: { 'idempotency-key': randomUUID() },
        }),
      );
    }
  };
  const killing = new Promise<number>((resolve) =>
    setTimeout(() => {
      const killedAt = Date.now();
      void kill().then(() => resolve(killedAt));
    }, killAfter * 1000),
  );
  await Promise.all(Array.from({ length: workers }, worker));
  return { answers, killedAt: await killing };
}
