import type { AdminPromotion, PromotionInput, PromotionUpdate } from '@storefront/shared/admin';
import { isLanguage, type Language } from '@storefront/shared/core';
import type { Database } from '../../db/database';
import { AppError, conflict } from '../../errors';
import { recordAudit, type Actor } from '../audit/audit';
import { versionConflict } from '../audit/conflicts';
import type { EventBus } from '../events/bus';
import { readCheckoutSettings } from '../store/store';
import { applyProductPrices, priceTags } from './product-prices';
import { promotionNotFound, toAdminPromotion } from './promotions';
import {
  categoryTargets,
  clashingPromotion,
  insertPromotion,
  lockPromotionWrites,
  productsOfTargets,
  productTargets,
  promotionById,
  replaceTargets,
  targetIdsOf,
  updatePromotion,
  type PromotionRow,
  type PromotionValues,
} from './repository';

/** What a staff write does beyond its rows, inside its transaction (the route's request). */
export interface WriteEffects {
  /** Names the cache tags the write made stale (`request.invalidate`). */
  invalidate: (tx: Database, tags: string[]) => Promise<void>;
  events: EventBus;
}

type Targets = { productIds: string[]; categoryIds: string[] };

const targetsOf = (input: PromotionInput): Targets => ({
  productIds: input.scope === 'PRODUCTS' ? [...new Set(input.productIds)].sort() : [],
  categoryIds: input.scope === 'CATEGORIES' ? [...new Set(input.categoryIds)].sort() : [],
});

const valuesOf = (input: PromotionInput): PromotionValues => ({
  name: input.name,
  type: input.type,
  value: input.value,
  // Only an order's promotion starts from a subtotal; a product's price has none.
  minSubtotal: input.scope === 'ORDER' ? input.minSubtotal : 0,
  startsAt: input.startsAt ? new Date(input.startsAt) : null,
  endsAt: input.endsAt ? new Date(input.endsAt) : null,
  active: input.active,
  scope: input.scope,
});

/**
 * The language a promotion must be named in: the shop's main one (every other falls back to it),
 * or English for a shop whose main language the storefront does not speak.
 */
async function nameLanguage(db: Database): Promise<Language> {
  const { languageCode } = (await readCheckoutSettings(db)).mainInfo;
  return isLanguage(languageCode) ? languageCode : 'en';
}

/** A promotion as the audit record keeps it: the form's fields, flat (see `changedFields`). */
const auditState = (row: PromotionRow, targets: Targets) => ({
  name: row.name,
  type: row.type,
  value: row.value,
  minSubtotal: row.minSubtotal,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  active: row.active,
  scope: row.scope,
  productIds: targets.productIds,
  categoryIds: targets.categoryIds,
});

/** 404 PRODUCT_NOT_FOUND naming the products unknown, 404 ENTITY_NOT_FOUND for a category. */
async function checkTargets(tx: Database, targets: Targets): Promise<void> {
  const [products, categories] = await Promise.all([
    productTargets(tx, targets.productIds),
    categoryTargets(tx, targets.categoryIds),
  ]);
  const known = new Set([...products, ...categories].map((target) => target.id));
  const missingProducts = targets.productIds.filter((id) => !known.has(id));
  if (missingProducts.length > 0)
    throw new AppError(404, 'PRODUCT_NOT_FOUND', 'Some products do not exist', {
      products: missingProducts.map((id) => ({ id, name: {} })),
      fields: { productIds: 'product_not_found' },
    });
  if (targets.categoryIds.some((id) => !known.has(id)))
    throw new AppError(404, 'ENTITY_NOT_FOUND', 'Some categories do not exist', {
      fields: { categoryIds: 'category_not_found' },
    });
}

/**
 * The shop's rules beyond a valid body: a name in the shop's main language (its fallback in every
 * other), and no other switched-on promotion of that name whose period meets this one's (409
 * PROMOTION_ALREADY_EXISTS): two promotions running at once under one name could not be told
 * apart at checkout or in the back office.
 */
async function checkName(tx: Database, language: Language, values: PromotionValues, id?: string) {
  const name = values.name[language]?.trim();
  if (!name)
    throw new AppError(400, 'ENTITY_BAD_REQUEST', `The promotion needs a name in ${language}`, {
      fields: { [`name.${language}`]: 'name_required' },
    });
  if (!values.active) return;
  const clash = await clashingPromotion(tx, {
    id,
    language,
    name,
    startsAt: values.startsAt ?? null,
    endsAt: values.endsAt ?? null,
  });
  if (clash)
    throw new AppError(
      409,
      'PROMOTION_ALREADY_EXISTS',
      `The promotion "${name}" runs in the same period already`,
      { fields: { [`name.${language}`]: 'promotion_name_taken' } },
    );
}

/** Brings the prices of the products the promotion names (before and after) in line, at `now`. */
async function repriceTargets(
  tx: Database,
  effects: WriteEffects,
  targets: Targets[],
  now: Date,
): Promise<void> {
  const touched = new Set<string>();
  for (const named of targets) for (const id of await productsOfTargets(tx, named)) touched.add(id);
  const changed = await applyProductPrices(tx, [...touched], now);
  await effects.invalidate(tx, priceTags(changed));
  // Every process plans its next run of the promotions' clock anew (a nearer start or end).
  await effects.events.publish(tx, { type: 'promotions-changed' });
}

/** `POST admin/promotions`: stores it, its targets, the prices it gives now, and its record. */
export async function createPromotion(
  db: Database,
  actor: Actor,
  input: PromotionInput,
  effects: WriteEffects,
  now = new Date(),
): Promise<AdminPromotion> {
  const languageCode = await nameLanguage(db);
  const values = valuesOf(input);
  const targets = targetsOf(input);
  return db.transaction(async (tx) => {
    await lockPromotionWrites(tx);
    await checkName(tx, languageCode, values);
    await checkTargets(tx, targets);
    const row = await insertPromotion(tx, values);
    await replaceTargets(tx, row.id, targets);
    await repriceTargets(tx, effects, [targets], now);
    await recordAudit(tx, actor, {
      action: 'promotion.create',
      entity: 'promotion',
      entityId: row.id,
      version: row.version,
      after: auditState(row, targets),
    });
    return toAdminPromotion(tx, row, now);
  });
}

/**
 * `PUT admin/promotions/{id}`: saves the form read at `version` (404 PROMOTION_NOT_FOUND, 409
 * with what changed since when it is at another), and reprices what it named and names now.
 */
export async function updatePromotionOf(
  db: Database,
  actor: Actor,
  id: string,
  { version, ...input }: PromotionUpdate,
  effects: WriteEffects,
  now = new Date(),
): Promise<AdminPromotion> {
  const languageCode = await nameLanguage(db);
  const values = valuesOf(input);
  const targets = targetsOf(input);
  return db.transaction(async (tx) => {
    await lockPromotionWrites(tx);
    const current = await promotionById(tx, id);
    if (!current) throw promotionNotFound(id);
    const label = `The promotion ${current.name[languageCode] ?? id}`;
    if (current.version !== version)
      throw await versionConflict(
        tx,
        { entity: 'promotion', entityId: id, label },
        version,
        current.version,
      );
    await checkName(tx, languageCode, values, id);
    await checkTargets(tx, targets);
    const before = await targetIdsOf(tx, id);
    const row = await updatePromotion(tx, id, version, values, now);
    if (!row) throw conflict('ENTITY_ACTION_NOT_ALLOWED', `${label} is being changed`);
    await replaceTargets(tx, id, targets);
    await repriceTargets(tx, effects, [before, targets], now);
    await recordAudit(tx, actor, {
      action: 'promotion.update',
      entity: 'promotion',
      entityId: id,
      version: row.version,
      before: auditState(current, before),
      after: auditState(row, targets),
    });
    return toAdminPromotion(tx, row, now);
  });
}
