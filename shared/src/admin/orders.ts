import type { CurrencyCode, CustomerType, DeliveryMethod, PaymentMethod } from '../contracts/enums';
import type { ErrorCode, ErrorProduct } from '../contracts/errors';
import type { Order, OrderStatus } from '../contracts/order';
import type { StaffRole } from './permissions';

/**
 * The back office's orders list: which orders (`GET admin/orders` and its CSV export take the
 * same filters). Dates are days (`YYYY-MM-DD`) in the shop's time zone, both ends included;
 * `q` finds an order by its number (exact), its email (beginning, any case), its phone (last
 * digits) or a first or last name (beginning).
 */
export interface AdminOrderFilter {
  status?: OrderStatus[];
  paymentMethod?: PaymentMethod;
  deliveryMethod?: DeliveryMethod;
  customerType?: CustomerType;
  from?: string;
  to?: string;
  q?: string;
}

/** The filters' names, as the list's URL and the API's query carry them. */
export const ADMIN_ORDER_FILTERS = [
  'status',
  'paymentMethod',
  'deliveryMethod',
  'customerType',
  'from',
  'to',
  'q',
] as const satisfies readonly (keyof AdminOrderFilter)[];

/** An order as a row of the back office's list. */
export interface AdminOrderRow {
  id: string;
  number: number;
  createdAt: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  customerType: CustomerType;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  deliveryMethod: DeliveryMethod;
  total: number;
  currency: CurrencyCode;
  version: number;
}

/** A page of the list (`GET admin/orders`), newest first. */
export interface AdminOrderPage {
  items: AdminOrderRow[];
  total: number;
  page: number;
  limit: number;
  pages: number;
}

/** Who made a status change: a staff member, the customer (placing it), or no one known. */
export type StatusChangeAuthor =
  { kind: 'staff'; email: string; name: string; role: StaffRole | null } | { kind: 'customer' };

/** One status an order went through, as the back office shows it. */
export interface AdminStatusEntry {
  status: OrderStatus;
  at: string;
  note: string | null;
  /** Null when the account that made it is gone, or a guest placed the order. */
  by: StatusChangeAuthor | null;
}

/** An order's page in the back office (`GET admin/orders/:orderId`). */
export interface AdminOrderDetail {
  order: Order;
  history: AdminStatusEntry[];
  /** The statuses it may move to now (ORDER_TRANSITIONS). */
  next: OrderStatus[];
  /** The version the order was read at: a status change carries it. */
  version: number;
}

/** `PATCH admin/orders/:orderId/status`. */
export interface AdminStatusChangeInput {
  status: OrderStatus;
  note?: string;
  version: number;
}

/** The most orders one bulk change takes. */
export const BULK_STATUS_MAX = 100;

/** `POST admin/orders/status`: several orders to one status, each checked on its own. */
export interface BulkStatusChangeInput {
  orderIds: string[];
  status: OrderStatus;
  note?: string;
}

/** What became of one order of a bulk change. */
export type BulkStatusResult =
  | { orderId: string; number: number; ok: true; status: OrderStatus; version: number }
  | {
      orderId: string;
      /** The order's number and its status (which it keeps), when it exists. */
      number?: number;
      status?: OrderStatus;
      ok: false;
      code: ErrorCode;
      message: string;
      /** The products short of stock, for a restore refused. */
      products?: ErrorProduct[];
    };

export interface BulkStatusAnswer {
  results: BulkStatusResult[];
}
