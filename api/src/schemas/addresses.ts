import { COUNTRY_CODES } from '@storefront/shared/core';
import { z } from 'zod';

export const addressParams = z.object({ addressId: z.string().max(100) });

export const savedAddress = z.object({
  id: z.string(),
  street: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.enum(COUNTRY_CODES),
});

export const savedAddressList = z.array(savedAddress);
