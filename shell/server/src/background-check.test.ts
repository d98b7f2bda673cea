/**
 * @jest-environment node
 */
import { checkedInBackground } from './background-check';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a readiness check made in the background', () => {
  it('is down until first checked, then answers from its last result without asking again', async () => {
    let asked = 0;
    let up = true;
    const ready = checkedInBackground(
      async () => {
        asked += 1;
        if (!up) throw new Error('the API is down');
      },
      { intervalMs: 50, deadlineMs: 1000 },
    );
    try {
      await ready.first;
      const before = asked;
      // A burst of probes: none reaches the check.
      await Promise.all(Array.from({ length: 100 }, () => ready.current()));
      expect(asked).toBe(before);

      up = false;
      await sleep(150);
      await expect(ready.current()).rejects.toThrow('the API is down');
      up = true;
      await sleep(150);
      await expect(ready.current()).resolves.toBeUndefined();
      // About one check an interval, whatever was asked meanwhile.
      expect(asked).toBeLessThan(12);
    } finally {
      ready.stop();
    }
  });

  it('says "not checked yet" before the first answer, and down when a check outlasts its deadline', async () => {
    const ready = checkedInBackground(
      (signal) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(new Error('no answer in time'))),
        ),
      { intervalMs: 1000, deadlineMs: 50 },
    );
    try {
      await expect(ready.current()).rejects.toThrow('not checked yet');
      await ready.first;
      await expect(ready.current()).rejects.toThrow('no answer in time');
    } finally {
      ready.stop();
    }
  });

  it('asks no more once stopped', async () => {
    let asked = 0;
    const ready = checkedInBackground(
      async () => {
        asked += 1;
      },
      { intervalMs: 20, deadlineMs: 1000 },
    );
    await ready.first;
    ready.stop();
    const stoppedAt = asked;
    await sleep(100);
    expect(asked).toBe(stoppedAt);
  });
});
