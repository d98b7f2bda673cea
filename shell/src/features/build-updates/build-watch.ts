/** The first check comes about a second after the page is idle. */
const FIRST_CHECK_DELAY_MS = 1000;

interface Connection {
  effectiveType?: string;
}

export interface BuildWatch {
  /**
   * True once a newer build of the shell, or another release of a remote, is live: the next
   * navigation loads the page again, with it.
   */
  updateReady(): boolean;
  stop(): void;
}

/** What this page runs: the shell's build and the release of each remote (none when pinned). */
export interface RunningBuild {
  buildId: string;
  releases: Partial<Record<string, string>>;
}

/** What builds/latest.json says is live now. */
interface LatestBuild {
  id?: string;
  remotes?: Partial<Record<string, string>>;
}

/** Whether what is live differs from what the page runs. */
export function isOutdated(running: RunningBuild, latest: LatestBuild): boolean {
  if (latest.id && latest.id !== running.buildId) return true;
  return Object.entries(running.releases).some(([name, release]) => {
    const live = latest.remotes?.[name];
    return live !== undefined && live !== release;
  });
}

/**
 * Polls builds/latest.json (with a timestamp query, past every cache) and notes when the shell's
 * build or a remote's release there is no longer this page's. A 404 or 403 (no build info where
 * the shell is hosted) is logged and tolerated; on a slow-2g connection the shop does not poll at
 * all.
 */
export function watchBuild(running: RunningBuild, intervalMs: number): BuildWatch {
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
      if (isOutdated(running, (await response.json()) as LatestBuild)) {
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
