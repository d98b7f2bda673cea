import {
  isAvailableMainLanguage,
  mainInfoSettingsOf,
  shopLanguagesOf,
  type MainInfoSettings,
  type MainInfoSettingsView,
  type StorePicture,
  type StorePictures,
} from '@storefront/shared/admin';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import type { Actor } from '../audit/audit';
import { imageUrl } from '../images/image-url';
import { removeUploadedPicture, storeUploadedPicture } from '../images/upload';
import { changedLanguages, recordTranslationSources } from '../translations/sources';
import type { StoreRow } from './repository';
import { readStoreSection, saveStoreSection, type StoreSectionDefinition } from './sections';

/*
 * The main info (`admin/settings/main-info`): the shop's name, description, languages,
 * currencies and time zone, saved as one section over the `main_info` and `currency` columns;
 * and its two pictures, each uploaded or removed on its own as a change of the same section (its
 * version raised, `store.mainInfo.update` recorded), as a product's pictures are.
 */

const languagesOf = (settings: MainInfoSettings) =>
  shopLanguagesOf({
    languageCode: settings.languageCode,
    additionalLanguageCodes: settings.additionalLanguageCodes,
  });

const mainInfoSection: StoreSectionDefinition<MainInfoSettings> = {
  name: 'mainInfo',
  read: (row) => mainInfoSettingsOf(row.mainInfo, row.currency),
  write: ({ currency, ...info }, current) => ({
    mainInfo: { ...current.mainInfo, ...info },
    currency,
  }),
  // The description is translated: its texts in the other languages are written from the main
  // one (the translations page counts them and marks them outdated when it changes).
  saved: async (tx, { storeId, before, after }) => {
    const shop = languagesOf(after);
    await recordTranslationSources(
      tx,
      { kind: 'store', id: storeId, main: shop.main, languages: shop.all },
      [
        {
          field: 'mainInfo.description',
          before: before.description,
          after: after.description,
          written: changedLanguages(before.description, after.description),
        },
      ],
    );
  },
};

/** The pictures' paths as the store keeps them (`uploads/<id>.webp`, or a seeded file). */
const picturesSection: StoreSectionDefinition<Partial<StorePictures>> = {
  name: 'mainInfo',
  read: (row) => ({ logo: row.mainInfo.logo, favicon: row.mainInfo.favicon }),
  write: (pictures, current) => ({ mainInfo: { ...current.mainInfo, ...pictures } }),
  // A picture replaced or removed takes its uploaded bytes with it.
  saved: async (tx, { before, after }) => {
    for (const picture of ['logo', 'favicon'] as const)
      if (before[picture] !== after[picture])
        await removeUploadedPicture(tx, before[picture] ?? null);
  },
};

const picturesOf = (row: Pick<StoreRow, 'mainInfo'>): StorePictures => ({
  logo: imageUrl(row.mainInfo.logo),
  favicon: imageUrl(row.mainInfo.favicon),
});

/**
 * The main language must be one the storefront is offered in: the storefront's applying of the
 * store fails on any other ('Language not found'), so it is refused before anything is written.
 */
function checkMainLanguage(settings: MainInfoSettings) {
  if (!isAvailableMainLanguage(settings.languageCode))
    throw new AppError(400, 'STORE_NO_LANGUAGES_AVAILABLE', 'Language not found', {
      fields: { 'section.languageCode': 'language_not_available' },
    });
}

/** The main info, its version and its pictures' addresses. */
export async function readMainInfo(db: Database): Promise<MainInfoSettingsView> {
  const view = await readStoreSection(db, {
    name: mainInfoSection.name,
    read: (row) => ({ settings: mainInfoSection.read(row), pictures: picturesOf(row) }),
  });
  return { section: view.section.settings, version: view.version, pictures: view.section.pictures };
}

/** Saves the main info read at `version` (409 with what changed since); its pictures stay. */
export async function saveMainInfo(
  db: Database,
  actor: Actor,
  { section, version }: { section: MainInfoSettings; version: number },
  changed: (tx: Database) => Promise<void>,
): Promise<MainInfoSettingsView> {
  checkMainLanguage(section);
  await saveStoreSection(db, actor, mainInfoSection, { value: section, version, changed });
  return readMainInfo(db);
}

/**
 * Sets a picture of the store from its uploaded bytes (checked and cleaned as a product's
 * pictures are: 415 or 400 IMAGE_UPLOAD_FAILED), or takes it away (`bytes` null: the storefront
 * shows its own), over the main info's version (409 with what changed since otherwise).
 */
export async function setStorePicture(
  db: Database,
  actor: Actor,
  { picture, version, bytes }: { picture: StorePicture; version: number; bytes: Buffer | null },
  changed: (tx: Database) => Promise<void>,
): Promise<MainInfoSettingsView> {
  // Stored before the section's transaction (which locks the store's row), and taken away
  // again when the save is refused.
  const path = bytes ? await storeUploadedPicture(db, bytes, actor.id) : null;
  try {
    await saveStoreSection(db, actor, picturesSection, {
      value: { [picture]: path },
      version,
      changed,
    });
  } catch (error) {
    await removeUploadedPicture(db, path);
    throw error;
  }
  return readMainInfo(db);
}
