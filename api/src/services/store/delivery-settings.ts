import type { DeliverySettingsUpdate, DeliverySettingsView } from '@storefront/shared/admin';
import type { StoreDelivery } from '@storefront/shared/core';
import type { Database } from '../../db/database';
import type { Actor } from '../audit/audit';
import { readStoreSection, saveStoreSection, type StoreSectionDefinition } from './sections';

/** The delivery methods' settings: one section, one column. */
const deliverySection: StoreSectionDefinition<StoreDelivery> = {
  name: 'delivery',
  read: (row) => row.delivery,
  write: (delivery) => ({ delivery }),
};

/** `GET admin/settings/delivery`. */
export const readDeliverySettings = (db: Database): Promise<DeliverySettingsView> =>
  readStoreSection(db, deliverySection);

/**
 * `PUT admin/settings/delivery`: every method's settings, read at `version` (409 with what
 * changed since when the section is at another). `changed` names the caches the save made stale,
 * in its transaction.
 */
export const saveDeliverySettings = (
  db: Database,
  actor: Actor,
  { section, version }: DeliverySettingsUpdate,
  changed: (tx: Database) => Promise<void>,
): Promise<DeliverySettingsView> =>
  saveStoreSection(db, actor, deliverySection, {
    value: section as StoreDelivery,
    version,
    changed,
  });
