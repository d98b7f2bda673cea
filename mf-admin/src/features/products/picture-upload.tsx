import { normalizeError, type NormalizedError } from '@storefront/shared';
import { IMAGE_UPLOAD_LIMITS, type AdminProduct } from '@storefront/shared/admin';
import { Progress } from '@storefront/shared/kit';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  label {
    font-weight: 600;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  .failed {
    color: ${({ theme }) => theme.colors.error};
  }
`;

type FileState = { state: 'waiting' | 'uploading' | 'done' } | { state: 'failed'; reason: string };

interface Upload {
  name: string;
  status: FileState;
}

/** Why a picture was refused, as a key of `products.pictures.refused`. */
export function refusalOf(error: NormalizedError): string {
  if (error.status === 413) return 'too_large';
  if (error.status === 'FETCH_ERROR') return 'network';
  const reason = error.fields?.image;
  if (reason && ['image_format', 'image_too_many_pixels', 'image_unreadable'].includes(reason))
    return reason;
  if (error.code === 'ENTITY_ACTION_NOT_ALLOWED' && !error.conflict) return 'too_many';
  return 'failed';
}

interface PictureUploadProps {
  /** Sends one file; answers the product with it, or throws the API's refusal. */
  upload: (file: File) => Promise<AdminProduct>;
  /** A refusal over a newer version: the others wait, the page says what changed. */
  onConflict: (error: NormalizedError) => void;
  disabled?: boolean;
  /** The file input's id (the panel focuses it once the last picture is removed). */
  inputId: string;
}

/**
 * Adds pictures: one or several files chosen at once, sent one after another (each over the
 * version the last one left), each with its state and, when refused, why, in the page language.
 * A file past the size bound is refused before it is sent.
 */
export function PictureUpload({ upload, onConflict, disabled, inputId: id }: PictureUploadProps) {
  const { t } = useTranslation('admin');
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [running, setRunning] = useState(false);
  const [runs, setRuns] = useState(0);
  // Once a choice is sent, the focus is back on the input (enabled again), beside the results.
  useEffect(() => {
    if (runs > 0) input.current?.focus();
  }, [runs]);

  const mark = (index: number, status: FileState) =>
    setUploads((current) => current.map((item, at) => (at === index ? { ...item, status } : item)));

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    setUploads(files.map((file) => ({ name: file.name, status: { state: 'waiting' } })));
    setRunning(true);
    for (const [index, file] of files.entries()) {
      if (file.size > IMAGE_UPLOAD_LIMITS.maxBytes) {
        mark(index, { state: 'failed', reason: 'too_large' });
        continue;
      }
      mark(index, { state: 'uploading' });
      try {
        await upload(file);
        mark(index, { state: 'done' });
      } catch (error) {
        const refusal = normalizeError(error);
        mark(index, { state: 'failed', reason: refusalOf(refusal) });
        if (refusal.conflict) {
          onConflict(refusal);
          // The rest would be refused alike: they are not sent.
          for (let rest = index + 1; rest < files.length; rest += 1)
            mark(rest, { state: 'failed', reason: 'not_sent' });
          break;
        }
      }
    }
    setRunning(false);
    setRuns((count) => count + 1);
  };

  const finished = uploads.filter(
    (item) => item.status.state === 'done' || item.status.state === 'failed',
  ).length;
  return (
    <Box>
      <label htmlFor={id}>{t('products.pictures.add')}</label>
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept={IMAGE_UPLOAD_LIMITS.contentTypes
          .filter((type) => type.startsWith('image/'))
          .join(',')}
        disabled={disabled || running}
        aria-describedby={`${id}-hint`}
        onChange={(event) => void choose(event)}
        data-testid="picture-input"
      />
      <p id={`${id}-hint`}>
        {t('products.pictures.hint', {
          megabytes: IMAGE_UPLOAD_LIMITS.maxBytes / 1024 / 1024,
          megapixels: IMAGE_UPLOAD_LIMITS.maxPixels / 1_000_000,
        })}
      </p>
      {uploads.length > 0 && (
        <>
          <Progress
            value={finished}
            max={uploads.length}
            label={t('products.pictures.progress', { done: finished, total: uploads.length })}
          />
          <ul aria-live="polite" data-testid="picture-uploads">
            {uploads.map((item, index) => (
              <li
                key={`${index}-${item.name}`}
                className={item.status.state === 'failed' ? 'failed' : undefined}
                data-testid="picture-upload"
              >
                {item.name}:{' '}
                {item.status.state === 'failed'
                  ? t(`products.pictures.refused.${item.status.reason}`)
                  : t(`products.pictures.state.${item.status.state}`)}
              </li>
            ))}
          </ul>
        </>
      )}
    </Box>
  );
}
