import { RouteLink, localePath, type Language } from '@storefront/shared';
import {
  TRANSLATION_KINDS,
  TRANSLATION_STATES,
  type TranslationPage,
} from '@storefront/shared/admin';
import { useTranslation } from 'react-i18next';
import { Table, TableScroll } from '../../features/lists/table';

/**
 * How many texts each language lacks and has outdated, per kind: each figure opens the list of
 * those texts (the record filter kept, as the figures count within it).
 */
export function TranslationCounts({
  page,
  lang,
  record,
}: {
  page: TranslationPage;
  lang: Language;
  record?: string;
}) {
  const { t } = useTranslation('admin');
  const path = localePath('admin-translations', {}, lang);
  const linkTo = (query: Record<string, string>) =>
    `${path}?${new URLSearchParams({ ...(record ? { record } : {}), ...query })}`;
  const languages = Object.keys(page.counts) as Language[];
  return (
    <TableScroll tabIndex={0} aria-labelledby="translation-counts-caption">
      <Table data-testid="translation-counts">
        <caption id="translation-counts-caption">
          {t('translations.counts.caption', {
            language: t(`products.languages.${page.languages.main}`),
          })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('translations.counts.language')}</th>
            {TRANSLATION_KINDS.flatMap((kind) =>
              TRANSLATION_STATES.map((state) => (
                <th scope="col" key={`${kind}-${state}`}>
                  {t(`translations.counts.${kind}_${state}`)}
                </th>
              )),
            )}
          </tr>
        </thead>
        <tbody>
          {languages.map((language) => (
            <tr key={language} data-testid={`translation-counts-${language}`}>
              <th scope="row">
                <RouteLink to={linkTo({ language })}>
                  {t(`products.languages.${language}`)}
                </RouteLink>
              </th>
              {TRANSLATION_KINDS.flatMap((kind) =>
                TRANSLATION_STATES.map((state) => {
                  const count = page.counts[language]![kind][state];
                  return (
                    <td key={`${kind}-${state}`} data-testid={`count-${language}-${kind}-${state}`}>
                      {count > 0 ? (
                        <RouteLink to={linkTo({ language, kind, state })}>{count}</RouteLink>
                      ) : (
                        count
                      )}
                    </td>
                  );
                }),
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
