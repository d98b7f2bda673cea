/** The first check comes about a second after the page is idle. */
const FIRST_CHECK_DELAY_MS = 1000;

interface Connection {
  effectiveType?: string;
}

export interface BuildWatch {
  /** True once a newer build of the shell is deployed: the next navigation loads it. */
  updateReady(): boolean;
  stop(): void;
}

/**
 * Polls builds/latest.json (with a timestamp query, past every cache) and notes when its id is
 * no longer this page's build. A 404 or 403 (no build info where the shell is hosted) is logged
 * and tolerated; on a slow-2g connection the shop does not poll at all.
 */
export function watchBuild(buildId: string, intervalMs: number): BuildWatch {
  let ready = false;
  let timer: number | undefined;
  const connection = (navigator as Navigator & { connection?: Connection }).connection;

  async function check(): Promise<void> {
    try {
      const response = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
      if (response.status === 404 || response.status === 403) {
        console.info(
          `builds/latest.json answered ${response.status}; build updates are not watched`,
        );
        return;
      }
      if (!response.ok) return;
      const latest = (await response.json()) as { id?: string };
      if (latest.id && latest.id !== buildId) {
        ready = true;
        stop();
        return;
      }
    } catch {
      // Offline or the server restarting: the next check tries again.
    }
    timer = window.setTimeout(() => void check(), intervalMs);
  }

  function stop(): void {
    window.clearTimeout(timer);
  }

  if (connection?.effectiveType !== 'slow-2g') {
    const start = () => {
      timer = window.setTimeout(() => void check(), FIRST_CHECK_DELAY_MS);
    };
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start);
    else start();
  }
  return { updateReady: () => ready, stop };
}
