/** What a readiness check last found. */
interface CheckState {
  ok: boolean;
  reason: string;
}

/**
 * A readiness check answered from what it last found, asked again every `intervalMs` in the
 * background (one at a time, each within `deadlineMs`): `/readyz` is public, and asking the API
 * on every call would let anyone make it cost what a page costs. Until the first answer it is
 * down ("not checked yet"). `stop` ends the refresh (the server closing).
 */
export function checkedInBackground(
  check: (signal: AbortSignal) => Promise<unknown>,
  { intervalMs, deadlineMs }: { intervalMs: number; deadlineMs: number },
) {
  let state: CheckState = { ok: false, reason: 'not checked yet' };
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const refresh = async () => {
    try {
      await check(AbortSignal.timeout(deadlineMs));
      state = { ok: true, reason: '' };
    } catch (error) {
      state = { ok: false, reason: (error as Error).message };
    }
    if (!stopped) timer = setTimeout(() => void refresh(), intervalMs).unref();
  };
  const first = refresh();
  return {
    /** Resolves when the last check found it up; rejects with why not. */
    current: async () => {
      if (!state.ok) throw new Error(state.reason);
    },
    /** The first check's end (tests wait for it). */
    first,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
