// Every script of a production build starts with V8's compile hint, and its source map still
// points at the right lines.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';
import { COMPILE_HINT, CompileHintsPlugin, MAX_HINTED_BYTES } from './compile-hints.mjs';

describe('the compile hints of a build', () => {
  let dir;
  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'storefront-hints-'));
    await mkdir(path.join(dir, 'src'));
    await writeFile(
      path.join(dir, 'src/index.js'),
      "import('./later.js').then((m) => m.later());\nimport('./big.js').then((m) => m.big());\n",
    );
    // Text that minifies to more than the largest hinted script.
    const text = Array.from({ length: MAX_HINTED_BYTES / 3 }, (_, i) => i.toString(36)).join(' ');
    await writeFile(
      path.join(dir, 'src/big.js'),
      `export const big = () => ${JSON.stringify(text)};\n`,
    );
    await writeFile(
      path.join(dir, 'src/later.js'),
      "export function later() {\n  return 'marked ' + Date.now();\n}\n",
    );
    const config = {
      mode: 'production',
      context: dir,
      entry: './src/index.js',
      devtool: 'source-map',
      output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash:8].js' },
      optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })] },
      plugins: [new CompileHintsPlugin()],
      infrastructureLogging: { level: 'none' },
    };
    await new Promise((resolve, reject) =>
      webpack(config, (error, stats) =>
        error || stats.hasErrors() ? reject(error ?? new Error(stats.toString())) : resolve(),
      ),
    );
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('open every script but the largest, after minification', async () => {
    const scripts = (await readdir(path.join(dir, 'dist'))).filter((file) => file.endsWith('.js'));
    assert.equal(scripts.length, 3);
    const hinted = [];
    for (const script of scripts) {
      const text = await readFile(path.join(dir, 'dist', script), 'utf8');
      if (text.split('\n')[0] === COMPILE_HINT) hinted.push(script);
      else assert.ok(text.length > MAX_HINTED_BYTES, script);
    }
    assert.equal(hinted.length, 2);
  });

  it('leave the source maps right', async () => {
    const files = await readdir(path.join(dir, 'dist'));
    const scripts = files.filter((file) => file.endsWith('.js') && !file.startsWith('main'));
    const texts = await Promise.all(
      scripts.map((file) => readFile(path.join(dir, 'dist', file), 'utf8')),
    );
    const script = scripts[texts.findIndex((text) => text.includes('"marked "'))];
    const code = await readFile(path.join(dir, 'dist', script), 'utf8');
    const map = new TraceMap(await readFile(path.join(dir, 'dist', `${script}.map`), 'utf8'));
    const lines = code.split('\n');
    const line = lines.findIndex((text) => text.includes('"marked "'));
    const column = lines[line].indexOf('"marked "');
    const original = originalPositionFor(map, { line: line + 1, column });
    assert.equal(original.source?.endsWith('src/later.js'), true);
    assert.equal(original.line, 2);
  });
});
