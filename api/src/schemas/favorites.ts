import { DEVICE_FAVORITES_MAX } from '@storefront/shared/core';
import { z } from 'zod';
import { productSummary } from './catalog';

export const favoriteParams = z.object({ productId: z.string().max(100) });

/** The ids of the favorite products, the last added first. */
export const favoriteIds = z.object({ favoriteProducts: z.array(z.string()) });

/** The favorites a guest kept on the device, the last marked first. */
export const deviceFavorites = z.object({
  productIds: z.array(z.string().max(100)).max(DEVICE_FAVORITES_MAX),
});

export const favoriteProducts = z.array(productSummary);
