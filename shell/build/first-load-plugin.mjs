import webpack from 'webpack';

/** The file of a build that lists the scripts of the shell's first render. */
export const FIRST_LOAD_FILE = 'first-load.json';

const scriptsOf = (chunkGroup) =>
  chunkGroup ? chunkGroup.getFiles().filter((file) => file.endsWith('.js')) : [];

/**
 * Writes first-load.json: the shell's entry script, the scripts it needs before its first render (the entry, the
 * `bootstrap` chunk group and the shared libraries it provides) and the texts of each language
 * (`i18n-<lang>` chunk groups). The shell's server turns them into preload hints, so the browser
 * fetches them all at once with the page instead of one wave after the other.
 */
export class FirstLoadPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FirstLoadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FirstLoadPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const provided = [...compilation.modules]
            .filter((module) => module.type === 'provide-module')
            .flatMap((module) =>
              module.blocks.map((block) => compilation.chunkGraph.getBlockChunkGroup(block)),
            );
          const entries = [...compilation.entrypoints.values()].flatMap(scriptsOf);
          const scripts = new Set([
            ...entries,
            ...scriptsOf(compilation.namedChunkGroups.get('bootstrap')),
            ...provided.flatMap(scriptsOf),
          ]);
          const languages = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            const lang = /^i18n-(\w+)$/.exec(name)?.[1];
            if (lang) languages[lang] = scriptsOf(group);
          }
          // The page loads the entry itself; it is the last file of its entrypoint.
          const body = JSON.stringify({ entry: entries.at(-1), scripts: [...scripts], languages });
          compilation.emitAsset(FIRST_LOAD_FILE, new webpack.sources.RawSource(body));
        },
      );
    });
  }
}
