import type { i18n as I18n } from 'i18next';
import {
  isAbortCause,
  isIgnoredError,
  normalizeError,
  type NormalizedError,
} from '../api/normalize-error';
import type { ErrorCode, ErrorProduct } from '../contracts/errors';
import { activeI18n } from '../i18n/create-i18n';
import { localizedText } from '../i18n/localized-text';
import { toast, type ToastInput } from './toast-store';

/**
 * The toast of a failed request: the title is the status's text in server_error,
 * else `noCode`; the description is the code's text, else the generic one (`network` when no
 * answer came), followed by the
 * names of the products the error lists, in the page language, comma-joined.
 */
export function errorToastFrom(
  code: ErrorCode | string,
  status: number | string | undefined,
  products: ErrorProduct[] | undefined,
  i18n: I18n,
): ToastInput {
  const t = i18n.getFixedT(i18n.language, 'server_error');
  const title =
    status !== undefined && i18n.exists(`server_error:${status}`) ? t(String(status)) : t('noCode');
  // No answer came: the network failed, whatever the code says (UNKNOWN_ERROR).
  let description =
    status === 'FETCH_ERROR'
      ? t('network')
      : i18n.exists(`server_error:${code}`)
        ? t(code)
        : t('generic');
  const names = (products ?? [])
    .map((product) => localizedText(product.name, i18n.language))
    .filter(Boolean);
  if (names.length > 0) description = `${description} ${t('productsLabel')} ${names.join(', ')}`;
  return { title, description, tone: 'error', type: 'foreground' };
}

/** The toast of an error, or null for one the shopper never hears about (an aborted request). */
export function errorToastOf(error: NormalizedError, i18n: I18n): ToastInput | null {
  if (isIgnoredError(error) || isAbortCause(error.code)) return null;
  return errorToastFrom(error.code, error.status, error.products, i18n);
}

/** Shows the toast of any failed request; returns its id, or null when it is ignored. */
export function showErrorToast(error: unknown, i18n: I18n | null = activeI18n()): string | null {
  if (!i18n) return null;
  const content = errorToastOf(normalizeError(error), i18n);
  return content ? toast.add(content) : null;
}
