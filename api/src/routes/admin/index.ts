import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { adminAuditRoutes } from './audit';
import { adminEmailTemplateRoutes } from './email-templates';
import { adminEventsRoutes } from './events';
import { adminMessageRoutes } from './messages';
import { adminOrderRoutes } from './orders';
import { adminOrderStatusRoutes } from './orders-status';
import { adminOverviewRoutes } from './overview';
import { adminProductRoutes } from './products';
import { adminProductImageRoutes } from './products-images';
import { adminPromoCodeRoutes } from './promo-codes';
import { adminPromotionRoutes } from './promotions';
import { adminSessionRoutes } from './session';
import { adminSettingsRoutes } from './settings';
import { adminStaffRoutes } from './staff';
import { adminStockRoutes } from './stock';
import { adminSupplyRoutes } from './supplies';
import { adminTranslationRoutes } from './translations';

/**
 * The back office's routes, under `admin/`: each names the action of the permission table it
 * takes (`config.permission`), which guards it; every write is recorded in the audit record.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  await app.register(adminSessionRoutes);
  await app.register(adminOverviewRoutes);
  await app.register(adminOrderRoutes, { config });
  await app.register(adminOrderStatusRoutes, { config });
  await app.register(adminEventsRoutes, { config });
  await app.register(adminPromoCodeRoutes);
  await app.register(adminPromotionRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminProductRoutes, { config });
  await app.register(adminProductImageRoutes);
  await app.register(adminStockRoutes);
  await app.register(adminSupplyRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(adminStaffRoutes, { config });
  await app.register(adminTranslationRoutes);
  await app.register(adminEmailTemplateRoutes, { config });
  await app.register(adminMessageRoutes, { config });
};
