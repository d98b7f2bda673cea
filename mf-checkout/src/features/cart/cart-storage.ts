import { ORDER_LIMITS } from '@storefront/shared';
import { browserStorage } from '../browser-storage';
import { clampQuantity, type CartLine } from './cart-slice';

/** Where the cart is kept between visits (localStorage), and the version of its format. */
export const CART_STORAGE_KEY = 'storefront-cart';
export const CART_STORAGE_VERSION = 1;

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isCount = (value: unknown, min: number): value is number =>
  Number.isInteger(value) && (value as number) >= min;

function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<keyof CartLine, unknown>;
  return (
    isText(line.productId) &&
    isText(line.slug) &&
    isText(line.categorySlug) &&
    isText(line.name) &&
    (line.image === null || typeof line.image === 'string') &&
    isCount(line.unitPrice, 0) &&
    isCount(line.quantity, 1) &&
    isCount(line.stock, 0)
  );
}

/**
 * The cart saved by `serializeCart`. Anything else (another version, a line that is not a line,
 * text that is not JSON) gives an empty cart rather than a broken one.
 */
export function parseStoredCart(text: string | null | undefined): CartLine[] {
  if (!text) return [];
  let saved: unknown;
  try {
    saved = JSON.parse(text);
  } catch {
    return [];
  }
  const { version, lines } = (saved ?? {}) as { version?: unknown; lines?: unknown };
  if (version !== CART_STORAGE_VERSION || !Array.isArray(lines) || !lines.every(isCartLine)) {
    return [];
  }
  const byProduct = new Map<string, CartLine>();
  for (const line of lines) if (!byProduct.has(line.productId)) byProduct.set(line.productId, line);
  return [...byProduct.values()]
    .slice(0, ORDER_LIMITS.maxLines)
    .map((line) => ({ ...line, quantity: clampQuantity(line.quantity, line.stock) }));
}

export const serializeCart = (lines: CartLine[]): string =>
  JSON.stringify({ version: CART_STORAGE_VERSION, lines });

export const readStoredCart = (): CartLine[] =>
  parseStoredCart(browserStorage('localStorage')?.getItem(CART_STORAGE_KEY));

export function writeStoredCart(lines: CartLine[]): void {
  try {
    browserStorage('localStorage')?.setItem(CART_STORAGE_KEY, serializeCart(lines));
  } catch {
    // A full or refused storage keeps the cart for this page only.
  }
}
