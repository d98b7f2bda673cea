/**
 * @jest-environment node
 */
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createBuildFiles } from './build-file';

let dir: string;
const files = createBuildFiles();

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'build-file-'));
});

afterAll(async () => {
  files.close();
  await rm(dir, { recursive: true, force: true });
});

/** Resolves once `read` gives `text` (a watch tells of a change within moments). */
async function eventually(read: () => Promise<string>, text: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if ((await read()) === text) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(await read()).toBe(text);
}

describe("the build's files", () => {
  it('reads a file once and keeps it', async () => {
    const file = path.join(dir, 'latest.json');
    await writeFile(file, '{"id":"one"}');
    const read = files.file(file);
    expect(await read()).toBe('{"id":"one"}');
    expect(await read()).toBe('{"id":"one"}');
  });

  it('reads it again once a new build writes it, or puts another in its place', async () => {
    const file = path.join(dir, 'index.html');
    await writeFile(file, '<html>one</html>');
    const read = files.file(file);
    expect(await read()).toBe('<html>one</html>');

    await writeFile(file, '<html>two</html>');
    await eventually(read, '<html>two</html>');

    await writeFile(path.join(dir, 'index.html.new'), '<html>three</html>');
    await rename(path.join(dir, 'index.html.new'), file);
    await eventually(read, '<html>three</html>');
  });
});
