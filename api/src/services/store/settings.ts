import { compactSeo, type StoreSectionView } from '@storefront/shared/admin';
import type { StoreDelivery, StoreSchedule, StoreSeo } from '@storefront/shared/core';
import type { Database } from '../../db/database';
import type { Actor } from '../audit/audit';
import { readStoreSection, saveStoreSection, type StoreSectionDefinition } from './sections';
import { recordStoreTextSources } from './text-sources';

/** The delivery methods' settings: one section, one column. */
const deliverySection: StoreSectionDefinition<StoreDelivery> = {
  name: 'delivery',
  read: (row) => row.delivery,
  write: (delivery) => ({ delivery }),
};

/** The week's opening hours, in minutes from midnight in the shop's time zone. */
const scheduleSection: StoreSectionDefinition<StoreSchedule> = {
  name: 'schedule',
  read: (row) => row.schedule,
  write: (schedule) => ({ schedule }),
};

/**
 * The SEO texts and templates: kept without empty texts; their translations are outdated once
 * their main-language text changes.
 */
const seoSection: StoreSectionDefinition<StoreSeo> = {
  name: 'seo',
  read: (row) => row.seo,
  write: (seo) => ({ seo: compactSeo(seo) }),
  saved: (tx, before, after) => recordStoreTextSources(tx, before, after, 'seo.'),
};

/** A section's routes' service: read it, or save it from the version it was read at. */
export interface SettingsSection<T> {
  read: (db: Database) => Promise<StoreSectionView<T>>;
  /**
   * Saves the section read at `version` (409 with what changed since when it is at another);
   * `changed` names the caches the save made stale, in its transaction.
   */
  save: (
    db: Database,
    actor: Actor,
    body: { section: T; version: number },
    changed: (tx: Database) => Promise<void>,
  ) => Promise<StoreSectionView<T>>;
}

const settingsOf = <T>(definition: StoreSectionDefinition<T>): SettingsSection<T> => ({
  read: (db) => readStoreSection(db, definition),
  save: (db, actor, { section, version }, changed) =>
    saveStoreSection(db, actor, definition, { value: section, version, changed }),
});

/** `admin/settings/delivery`. */
export const deliverySettings = settingsOf(deliverySection);

/** `admin/settings/schedule`. */
export const scheduleSettings = settingsOf(scheduleSection);

/** `admin/settings/seo`. */
export const seoSettings = settingsOf(seoSection);
