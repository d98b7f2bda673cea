import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config';

/*
 * What the shop keeps secret in its database (the machine translation's API key) is sealed with
 * AES-256-GCM under a key derived from SECRETS_KEY, which lives outside the database: a copy of
 * the database, or a backup of it, gives nobody the key. Each value has its own random IV, and
 * its purpose is bound in as associated data, so a sealed value cannot be moved to another use.
 */

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The key that seals and opens the secrets; null where none was provided (production). */
export type SecretsKey = Buffer | null;

const derive = (secret: string): Buffer =>
  Buffer.from(hkdfSync('sha256', secret, 'storefront-secrets', 'aes-256-gcm', 32));

/**
 * The secrets key: from SECRETS_KEY; in development without it, from SECRETS_KEY_FILE, made there
 * with a random secret the first time (said in the log); in production and in tests without it,
 * none: a secret then cannot be stored, and the back office says so. Never a constant.
 */
export async function loadSecretsKey(
  config: Pick<Config, 'SECRETS_KEY' | 'SECRETS_KEY_FILE' | 'NODE_ENV'>,
  log: (message: string) => void,
): Promise<SecretsKey> {
  if (config.SECRETS_KEY) return derive(config.SECRETS_KEY);
  if (config.NODE_ENV !== 'development') {
    log('SECRETS_KEY is not set: no API key for machine translation can be stored');
    return null;
  }
  const file = config.SECRETS_KEY_FILE;
  try {
    return derive((await readFile(file, 'utf8')).trim());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  try {
    await writeFile(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    log(`SECRETS_KEY is not set: made a development secret at ${file}`);
  } catch (error) {
    // Another API process of this machine made it first: both use that one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return derive((await readFile(file, 'utf8')).trim());
}

/** Seals a secret for one purpose (`machine-translation.api-key`). */
export function seal(key: Buffer, purpose: string, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(purpose));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
  return [VERSION, ...parts].join('.');
}

/** The secret sealed for `purpose`, or null when it cannot be opened (another key, or altered). */
export function open(key: Buffer, purpose: string, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
