import { API_PREFIX } from '../../paths';

/** The public URL of a stored image path (`slides/slide-1.svg`); absolute URLs pass through. */
export function imageUrl(path: string): string;
export function imageUrl(path: string | null): string | null;
export function imageUrl(path: string | null): string | null {
  if (!path) return null;
  if (/^https?:\/\//.test(path) || path.startsWith('/')) return path;
  return `${API_PREFIX}/images/${path}`;
}
