let markShown: () => void = () => {};
const shown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/**
 * Runs `task` once the first page of the visit shows its content and the browser is idle. Work
 * that is not the page's own (other teams' fragments, preloading the pages links lead to) waits
 * for it, so it never competes with the first render for the network or the main thread.
 */
export function afterFirstPage(task: () => void): void {
  void shown.then(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
    else setTimeout(task, 200);
  });
}

/** The shell calls this when the first page has shown its content (its data has arrived). */
export function firstPageShown(): void {
  markShown();
}
