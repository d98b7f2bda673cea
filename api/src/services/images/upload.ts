import { IMAGE_UPLOAD_LIMITS } from '@storefront/shared/admin';
import PQueue from 'p-queue';
import sharp from 'sharp';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { deleteUpload, storeUpload } from './repository';

/** A picture as it is stored: WebP, upright, without metadata, bounded in size. */
export interface CleanPicture {
  data: Buffer;
  width: number;
  height: number;
}

const { maxPixels, maxSide } = IMAGE_UPLOAD_LIMITS;

/**
 * sharp's names of the formats taken, as it reads them from the bytes (AVIF is HEIF with AV1:
 * a HEIC photo is HEIF too, and is refused).
 */
const TAKEN = new Set(['jpeg', 'png', 'webp']);

const refused = (status: number, reason: string, message: string) =>
  new AppError(status, 'IMAGE_UPLOAD_FAILED', message, { fields: { image: reason } });

/**
 * Decoding a picture of 40 megapixels holds about 160 MB and a core for a second: one at a time,
 * whatever the number of staff uploading at once (the back office sends its files one by one).
 */
const decoding = new PQueue({ concurrency: 1 });

/**
 * A picture staff uploaded, checked by its bytes and cleaned: JPEG, PNG, WebP or AVIF whatever
 * the request said it was (else 415), at most `maxPixels` (else 400, before it is decoded), turned
 * upright by its EXIF orientation, re-encoded as WebP at most `maxSide` pixels on its longest
 * side, and without any of its metadata (EXIF, GPS position, XMP, IPTC, ICC profile: sharp keeps
 * none unless asked to). 400 for bytes that claim a format but cannot be decoded.
 */
export function cleanPicture(bytes: Buffer): Promise<CleanPicture> {
  return decoding.add(async () => {
    // The header alone says the format and the size (sharp's own pixel bound would make a
    // picture too large look like no picture at all).
    const meta = await sharp(bytes, { limitInputPixels: false })
      .metadata()
      .catch(() => null);
    const avif = meta?.format === 'heif' && meta.compression === 'av1';
    if (!meta?.format || !(TAKEN.has(meta.format) || avif))
      throw refused(415, 'image_format', 'The file is not a JPEG, PNG, WebP or AVIF picture');
    const height = meta.pageHeight ?? meta.height ?? 0;
    if (!meta.width || !height || meta.width * height > maxPixels)
      throw refused(
        400,
        'image_too_many_pixels',
        `The picture has more than ${maxPixels / 1_000_000} million pixels`,
      );
    try {
      const { data, info } = await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' })
        .rotate()
        .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    } catch {
      throw refused(400, 'image_unreadable', 'The picture could not be read');
    }
  });
}

/**
 * Stores a picture staff uploaded, checked and cleaned first (see `cleanPicture`); answers its
 * path under the images route (`uploads/<id>.webp`).
 */
export async function storeUploadedPicture(
  db: Database,
  bytes: Buffer,
  createdBy: string,
): Promise<string> {
  return storeUpload(db, { ...(await cleanPicture(bytes)), createdBy });
}

/** Takes an uploaded picture's bytes away by its path; a path of no upload is left alone. */
export const removeUploadedPicture = (db: Database, path: string | null): Promise<void> =>
  deleteUpload(db, path);
