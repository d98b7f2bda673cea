import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/database';
import { isUuid } from '../../ids';
import { uploadBytes } from './repository';

/**
 * Uploaded pictures as files: their bytes live in the database (`image_uploads`), so every API
 * replica can serve them with no shared disk; each replica writes the ones it is asked for to
 * its image cache once (`<cacheDir>/uploads/<id>.webp`), and serves and resizes them from there.
 */
export class UploadedFiles {
  private readonly pending = new Map<string, Promise<string | null>>();

  constructor(private readonly cacheDir: string) {}

  /** The file of an upload (`<id>.webp`), written from the database the first time; null if none. */
  async file(db: Database, name: string): Promise<string | null> {
    const id = /^(.+)\.webp$/.exec(name)?.[1];
    if (!id || !isUuid(id)) return null;
    const target = path.join(this.cacheDir, 'uploads', `${id.toLowerCase()}.webp`);
    const shared = this.pending.get(target);
    if (shared) return shared;
    if (await exists(target)) return target;
    const job = this.write(db, id, target).finally(() => this.pending.delete(target));
    this.pending.set(target, job);
    return job;
  }

  private async write(db: Database, id: string, target: string): Promise<string | null> {
    const bytes = await uploadBytes(db, id);
    if (!bytes) return null;
    await mkdir(path.dirname(target), { recursive: true });
    // Written aside, then renamed: a reader never sees half a file.
    const temporary = `${target}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, bytes);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return target;
  }
}

const exists = (file: string) =>
  stat(file).then(
    (info) => info.isFile(),
    () => false,
  );
