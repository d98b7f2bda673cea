import { ORDER_STATUSES } from '@storefront/shared/core';
import { z } from 'zod';

const count = z.number().int().min(0);

export const overview = z.object({
  orders: z.partialRecord(z.enum(ORDER_STATUSES), count),
  ordersToday: count,
  outOfStock: count,
  lowStock: count,
});
