import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ImageDensity, ImageFormat, ImageWidth } from '@storefront/shared/core';
import PQueue from 'p-queue';
import sharp from 'sharp';
import { AppError } from '../../errors';

export interface Variant {
  width: ImageWidth;
  dpr: ImageDensity;
  format: ImageFormat;
}

/** What a client is told to wait when the queue is full. */
const RETRY_AFTER_SECONDS = 5;

export interface ImageVariantsOptions {
  cacheDir: string;
  /** Resizes at once: each holds one of libuv's threads, which password hashing needs too. */
  concurrency: number;
  /** Resizes that may wait; past them a request is answered 503 at once. */
  maxWaiting: number;
}

/**
 * The copies of images at a width, density and format, made with sharp on first request and kept
 * on disk. Vector sources are rasterised at the density the target needs, so they stay sharp.
 * Concurrent requests for the same copy share one conversion; the file appears atomically.
 *
 * Making copies is the one costly thing any visitor can ask for, so it is bounded: a few at a
 * time, a queue of `maxWaiting` (past it 503 with Retry-After), and `admit` (the caller's
 * per-address limit) asked before each new one. Closing waits for the queue to empty.
 */
export class ImageVariants {
  private readonly queue: PQueue;
  private readonly pending = new Map<string, Promise<string>>();
  private conversions = 0;

  constructor(private readonly options: ImageVariantsOptions) {
    this.queue = new PQueue({ concurrency: options.concurrency });
  }

  /** Resizes running and waiting, and how many were made since the start, for tests and logs. */
  get load() {
    return { running: this.queue.pending, waiting: this.queue.size, made: this.conversions };
  }

  async file(
    source: string,
    relative: string,
    variant: Variant,
    admit: () => Promise<void>,
  ): Promise<string> {
    const target = path.join(
      this.options.cacheDir,
      `${relative}.${variant.width}x${variant.dpr}.${variant.format}`,
    );
    const shared = this.pending.get(target);
    if (shared) return shared;
    if (await exists(target)) return target;
    if (this.full()) throw busy();
    await admit();
    // Another request may have started it while this one was being admitted.
    const started = this.pending.get(target);
    if (started) return started;
    if (this.full()) throw busy();
    const job = this.queue
      .add(async () => {
        // Made meanwhile, by this process or another one sharing the folder.
        if (await exists(target)) return target;
        this.conversions += 1;
        return resize(source, target, variant);
      })
      .finally(() => this.pending.delete(target));
    this.pending.set(target, job);
    return job;
  }

  /** Whether a new copy would have to wait past the queue. */
  private full(): boolean {
    return (
      this.queue.pending >= this.options.concurrency && this.queue.size >= this.options.maxWaiting
    );
  }

  onIdle(): Promise<void> {
    return this.queue.onIdle();
  }
}

const busy = () =>
  new AppError(
    503,
    'IMAGE_SERVICE_ERROR',
    'Too many images are being made: try again in a few seconds',
    {},
    { 'retry-after': String(RETRY_AFTER_SECONDS) },
  );

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

async function resize(source: string, target: string, variant: Variant): Promise<string> {
  await mkdir(path.dirname(target), { recursive: true });
  const pixels = variant.width * variant.dpr;
  const meta = await sharp(source).metadata();
  const density =
    meta.format === 'svg' && meta.width
      ? Math.min(2400, Math.ceil((72 * pixels) / meta.width))
      : undefined;
  const temporary = `${target}.${randomUUID()}.tmp`;
  try {
    await sharp(source, density ? { density } : {})
      .resize({ width: pixels, withoutEnlargement: meta.format !== 'svg' })
      .toFormat(variant.format, { quality: 80 })
      .toFile(temporary);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return target;
}
