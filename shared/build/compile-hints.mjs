// Tells V8 to compile every function of a script as it downloads, on another thread.
import webpack from 'webpack';

const { Compilation, sources } = webpack;

/** V8's explicit compile hint for a whole script (Chromium 136 and later; others ignore it). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Larger scripts go without: compiling all of React's DOM (200 KiB) took longer than downloading
 * it, so the main thread waited for the compiler when the script ran (TBT of a category page,
 * medians of 7: 127 and 115 ms with the hint, 86 and 58 without).
 */
export const MAX_HINTED_BYTES = 100 * 1024;

/**
 * V8 compiles a function the first time it is called, on the main thread: starting the shop that
 * was about a sixth of the main thread's work, in tasks long enough to block a phone. A browser
 * fetches each of our scripts because a page is about to run it (its first load, or what a
 * navigation needs), and most of a script's functions then run, so each (but the largest) carries
 * the hint above: V8 compiles all its functions while streaming it in, off the main thread, some
 * that never run included. Added after
 * minification (which would drop the comment); the source map follows the shift.
 */
export class CompileHintsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'CompileHintsPlugin',
          stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
        },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!name.endsWith('.js') || assets[name].size() > MAX_HINTED_BYTES) continue;
            compilation.updateAsset(
              name,
              (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source),
            );
          }
        },
      );
    });
  }
}
