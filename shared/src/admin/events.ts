import type { CurrencyCode, CustomerType } from '../contracts/enums';
import type { OrderStatus } from '../contracts/order';

/** A new order, as the back office hears of it the moment it is stored. */
export interface PlacedOrderEvent {
  type: 'order-placed';
  order: {
    id: string;
    number: number;
    total: number;
    currency: CurrencyCode;
    customerType: CustomerType;
    firstName: string;
    lastName: string;
    createdAt: string;
  };
}

/** An order moved to another status (by any staff member, on any replica). */
export interface ChangedOrderEvent {
  type: 'order-changed';
  order: { id: string; number: number; status: OrderStatus; version: number };
}

/** What the back office's event stream (`GET admin/events`) sends, one event a message. */
export type BackOfficeEvent = PlacedOrderEvent | ChangedOrderEvent;
