// CONTRACT_VERSION (src/contracts/version.ts) for the build tools. They run in plain Node, which
// cannot import TypeScript, so they read the constant from the file's text: the .ts file stays
// the one place the version is written, for the apps and the builds alike.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const CONTRACT_VERSION_FILE = fileURLToPath(
  new URL('../src/contracts/version.ts', import.meta.url),
);

const DECLARATION = /^export const CONTRACT_VERSION = '(\d+\.\d+\.\d+)';$/m;

/** The contract version, as the file says it now. */
export function contractVersion() {
  const match = DECLARATION.exec(readFileSync(CONTRACT_VERSION_FILE, 'utf8'));
  if (!match)
    throw new Error(
      `${CONTRACT_VERSION_FILE} must declare the version on one line: ` +
        "export const CONTRACT_VERSION = '<major>.<minor>.<patch>';",
    );
  return match[1];
}
