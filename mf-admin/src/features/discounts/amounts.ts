import type { DiscountType } from '@storefront/shared';

/**
 * An amount as staff type it in the main currency ("12,50", "12.5", "1 200"), in minor units;
 * null when it is not one (more than two decimals, letters).
 */
export function parseAmount(text: string): number | null {
  const normalized = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  return Math.round(Number(normalized) * 100);
}

/** Minor units as the amount field shows them: "12.50". */
export const amountText = (minorUnits: number) => (minorUnits / 100).toFixed(2);

/** A discount's value as the form's field holds it: a percentage, or an amount in the currency. */
export const valueText = (type: DiscountType, value: number) =>
  type === 'PERCENT' ? String(value) : amountText(value);

/** The form's value field in the API's terms: a whole percentage, or minor units. */
export function parseValue(type: DiscountType, text: string): number | null {
  if (type === 'AMOUNT') return parseAmount(text);
  return /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : null;
}
