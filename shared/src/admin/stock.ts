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

/** The stock list's filters: nothing in stock, or a few units left (1 to LOW_STOCK). */
export const STOCK_LEVELS = ['sold-out', 'low'] as const;
export type StockLevelFilter = (typeof STOCK_LEVELS)[number];

/** The stock list's orders: the lowest stock first, or by name in the page language. */
export const STOCK_SORTS = ['stock', 'name'] as const;
export type StockSort = (typeof STOCK_SORTS)[number];

/** What staff may type into the stock records. */
export const STOCK_LIMITS = {
  /** The most a correction or a delivery's line moves at once. */
  quantityMax: 1_000_000,
  /** The most one unit may cost, in minor units (a hundred thousand in the main currency). */
  unitCostMax: 10_000_000,
  reasonMax: 500,
  supplierMax: 200,
  noteMax: 2000,
  linesMax: 200,
} as const;

/** A page of a back-office list (20 a page: `PAGE_SIZE`). */
export interface StockPage<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
  pages: number;
}

/** A product's stock as the stock list shows it (`GET admin/stock`). */
export interface StockLevel {
  id: string;
  /** In the page language, else the shop's main one. */
  name: string;
  slug: string;
  stock: number;
  visible: boolean;
}

/** A person a stock record names: a staff member, or the customer of an order. */
export interface StockPerson {
  name: string;
  email: string;
}

/** One change of a product's stock, as its history shows it. */
export interface StockMovement {
  id: string;
  kind: StockMovementKind;
  /** Units in (positive) or out (negative). */
  quantity: number;
  /** The product's stock right after it. */
  stockAfter: number;
  createdAt: string;
  supply: { id: string; number: number } | null;
  order: { id: string; number: number } | null;
  /** The staff member who made it (a correction, a delivery, an order's cancellation). */
  staff: StockPerson | null;
  /** The customer whose order took the units. */
  customer: StockPerson | null;
  /** A correction's reason. */
  reason: string | null;
}

/** `GET admin/stock/:productId`: the product and its movements, newest first. */
export interface StockHistory extends StockPage<StockMovement> {
  product: StockLevel;
}

/** The answer to a correction: the movement it made and the product's stock now. */
export interface StockCorrectionResult {
  movement: StockMovement;
  product: StockLevel;
}

/** A delivery as the supplies list shows it. */
export interface SupplySummary {
  id: string;
  number: number;
  status: SupplyStatus;
  supplier: string;
  note: string | null;
  lineCount: number;
  /** Units over all its lines. */
  units: number;
  /** What the delivery cost, in minor units. */
  cost: number;
  version: number;
  createdAt: string;
  receivedAt: string | null;
  createdBy: StockPerson | null;
}

/** What one line of a delivery moved: added when received, taken back when cancelled. */
export interface SupplyLineEffect {
  quantity: number;
  stockAfter: number;
}

export interface SupplyLine {
  id: string;
  productId: string;
  name: string;
  slug: string;
  quantity: number;
  unitCost: number;
  /** The product's stock now. */
  stock: number;
  added: SupplyLineEffect | null;
  takenBack: SupplyLineEffect | null;
}

/** `GET admin/supplies/:supplyId`: a delivery with its lines. */
export interface Supply extends SupplySummary {
  updatedAt: string;
  receivedBy: StockPerson | null;
  lines: SupplyLine[];
}
