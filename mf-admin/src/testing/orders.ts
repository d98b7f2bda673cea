import type { AdminOrderDetail, AdminOrderPage, AdminOrderRow } from '@storefront/shared/admin';
import type { Order } from '@storefront/shared';

/** A row of the orders list: a guest's new order 1042, unless told otherwise. */
export function testOrderRow(overrides: Partial<AdminOrderRow> = {}): AdminOrderRow {
  return {
    id: `order-${overrides.number ?? 1042}`,
    number: 1042,
    createdAt: '2026-11-20T09:15:00.000Z',
    firstName: 'Zofia',
    lastName: 'Wiśniewska',
    email: 'zofia@example.com',
    phone: '+48 512 345 678',
    customerType: 'GUEST',
    status: 'NEW',
    paymentMethod: 'CASH',
    deliveryMethod: 'LOCAL_PICKUP',
    total: 8980,
    currency: 'PLN',
    version: 1,
    ...overrides,
  };
}

export const testOrderPage = (items: AdminOrderRow[], page = 1, total = items.length) =>
  ({
    items,
    total,
    page,
    limit: 20,
    pages: Math.ceil(total / 20),
  }) satisfies AdminOrderPage;

export function testAdminOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'order-1042',
    number: 1042,
    status: 'NEW',
    history: [{ status: 'NEW', at: '2026-11-20T09:15:00.000Z' }],
    createdAt: '2026-11-20T09:15:00.000Z',
    customerType: 'GUEST',
    language: 'pl',
    contact: {
      firstName: 'Zofia',
      lastName: 'Wiśniewska',
      email: 'zofia@example.com',
      phone: '+48 512 345 678',
    },
    delivery: { method: 'LOCAL_PICKUP' },
    paymentMethod: 'CASH',
    paymentInstructions: null,
    comment: 'Please call before',
    currency: 'PLN',
    lines: [
      {
        productId: 'p-1',
        slug: 'sencha-kyoto-100g',
        name: 'Sencha Kyoto 100 g',
        image: null,
        quantity: 2,
        unitPrice: 4490,
        regularPrice: 4490,
        lineTotal: 8980,
      },
    ],
    subtotal: 8980,
    promotion: null,
    promoCode: null,
    discount: 0,
    deliveryPrice: 0,
    total: 8980,
    ...overrides,
  };
}

/** An order's page in the back office: a new order placed by its customer. */
export function testOrderDetail(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    order: testAdminOrder(),
    history: [
      { status: 'NEW', at: '2026-11-20T09:15:00.000Z', note: null, by: { kind: 'customer' } },
    ],
    next: ['CONFIRMED', 'CANCELLED'],
    version: 1,
    ...overrides,
  };
}

/**
 * A stand-in for the browser's EventSource (jsdom has none): the test opens it, sends it
 * messages and breaks it, as the server would.
 */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: ((message: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  send(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
  lose() {
    this.readyState = FakeEventSource.CONNECTING;
    this.onerror?.();
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  static latest() {
    return FakeEventSource.instances.at(-1)!;
  }
}
