import { localePath, type Language } from '@storefront/shared';

/**
 * The page of a record the audit names, for the kinds that have one in the back office (the
 * others are named by kind and id alone).
 */
export function recordPath(entity: string, entityId: string, lang: Language): string | null {
  switch (entity) {
    case 'promotion':
      return localePath('admin-promotion', { promotionId: entityId }, lang);
    case 'contact-message':
      return localePath('admin-message', { messageId: entityId }, lang);
    // The store's settings are recorded by section.
    case 'store':
      if (entityId === 'delivery') return localePath('admin-settings-delivery', {}, lang);
      if (entityId === 'schedule') return localePath('admin-settings-schedule', {}, lang);
      return null;
    default:
      return null;
  }
}
