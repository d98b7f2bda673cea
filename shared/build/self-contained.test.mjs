// The repository explains itself: no file may point to documents that a clone does not have
// (design notes or a product specification kept beside the repository by its first authors).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const ROOT = path.resolve(import.meta.dirname, '../..');
const THIS_FILE = path.relative(ROOT, import.meta.filename);

const OUTSIDE = [
  /\.\.\/shared\/(spec|design)\b/,
  /\b(STYLE|STACK|ARCHITECTURE|SSR)\.md\b/,
  /storefront-spec/,
  /\bspec point\b/i,
  // "the spec's catalogue", "every route of the spec": a reader has no spec to open.
  /\bthe spec\b|\bspec's\b|\bthe specification\b/i,
];
const TEXT = /\.(ts|tsx|mjs|js|json|md|yml|yaml|conf|template|html|css|sql)$|Dockerfile$/;

describe('the repository', () => {
  it('points to nothing outside itself', () => {
    const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter(
        (file) => TEXT.test(file) && file !== THIS_FILE && !file.endsWith('package-lock.json'),
      );
    assert.ok(files.length > 100, `only ${files.length} files listed`);
    const found = [];
    for (const file of files) {
      let text;
      try {
        text = readFileSync(path.join(ROOT, file), 'utf8');
      } catch {
        continue; // deleted in the working tree
      }
      text.split('\n').forEach((line, index) => {
        if (OUTSIDE.some((pattern) => pattern.test(line)))
          found.push(`${file}:${index + 1}: ${line.trim()}`);
      });
    }
    assert.deepEqual(found, []);
  });
});
