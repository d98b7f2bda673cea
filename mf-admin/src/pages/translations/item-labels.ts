import { storeTextPlace, type TranslationItem } from '@storefront/shared/admin';
import type { TFunction } from 'i18next';

/** An item's key: one text of one record in one language. */
export const itemKey = (item: Pick<TranslationItem, 'kind' | 'id' | 'field' | 'language'>) =>
  `${item.kind}|${item.id}|${item.field}|${item.language}`;

/** What record a text is of: "Product: Copper kettle", "Store: Verde Market". */
export const recordLabel = (t: TFunction, item: TranslationItem) =>
  t('translations.record', { kind: t(`translations.kinds.${item.kind}`), name: item.label });

/** Which of its texts it is: "Name", "Home page, call to action: button text". */
export function fieldLabel(t: TFunction, item: TranslationItem): string {
  if (item.kind !== 'store') return t(`translations.parts.${item.field}`);
  const place = storeTextPlace(item.field);
  const section = t(`translations.sections.${place.section.replace(/\./g, '_')}`, {
    item: place.item,
  });
  return t('translations.store_field', { section, part: t(`translations.parts.${place.part}`) });
}
