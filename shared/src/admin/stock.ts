/**
 * Stock changes only through records. Each record says why a product's stock moved: a delivery
 * received (or its receipt cancelled), a staff correction, an order placed, cancelled or
 * restored, or the stock a product had when records began.
 */
export const STOCK_MOVEMENT_KINDS = [
  'INITIAL',
  'SUPPLY',
  'SUPPLY_CANCELLED',
  'CORRECTION',
  'ORDER',
  'CANCELLATION',
  'RESTORE',
] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

/** A delivery is drafted (its lines may change), then received, which adds its quantities. */
export const SUPPLY_STATUSES = ['DRAFT', 'RECEIVED', 'CANCELLED'] as const;
export type SupplyStatus = (typeof SUPPLY_STATUSES)[number];

/** A visible product with this many units or fewer is running low. */
export const LOW_STOCK = 5;
