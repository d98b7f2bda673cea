/** How long drops are remembered: far longer than any render or look-up takes (2.5 s at most). */
const REMEMBERED_MS = 60_000;

/**
 * The page cache's recent drops (a staff change's tags, or everything), so that a render or a
 * look-up that began before one is not kept after it: its page may have been made from answers
 * the change made stale. A render marks the log when it starts and asks it when it ends.
 */
export function createDropLog(now: () => number) {
  let last = 0;
  /** Drops are forgotten after REMEMBERED_MS; a mark older than the oldest left counts as dropped. */
  let forgottenUpTo = 0;
  const drops: { at: number; number: number; tags: Set<string> | null }[] = [];

  return {
    /** The log's position now, to ask later what was dropped since. */
    mark: () => last,
    /** A drop of these tags (null: everything). */
    record(tags: string[] | null) {
      const at = now();
      last += 1;
      drops.push({ at, number: last, tags: tags && new Set(tags) });
      while (drops.length > 0 && at - drops[0]!.at > REMEMBERED_MS)
        forgottenUpTo = drops.shift()!.number;
    },
    /** Whether a page with these tags was dropped after the mark. */
    droppedSince(mark: number, tags: readonly string[]): boolean {
      if (mark < forgottenUpTo) return true;
      return drops.some(
        (drop) =>
          drop.number > mark && (drop.tags === null || tags.some((tag) => drop.tags!.has(tag))),
      );
    },
  };
}

export type DropLog = ReturnType<typeof createDropLog>;
