import { RouteLink, type Language } from '@storefront/shared';
import type { AuditEntryView } from '@storefront/shared/admin';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { changesOf } from '../../features/audit/changes';
import { recordPath } from '../../features/audit/record-link';
import { Table, TableScroll } from '../../features/lists/table';
import { useShop } from '../../features/shop/use-shop';

const Changes = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 0.75rem;
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Small = styled.span`
  display: block;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** A stored value as staff read it: nothing, yes or no, a text, a list, or its JSON. */
function useValueText() {
  const { t } = useTranslation('admin');
  return (value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('audit.nothing');
    if (typeof value === 'boolean') return t(value ? 'audit.yes' : 'audit.no');
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    if (Array.isArray(value))
      return value.length === 0 ? t('audit.nothing') : value.map((item) => String(item)).join(', ');
    return JSON.stringify(value);
  };
}

/** The entries of a page: when, who, what, which record, and each field before → after. */
export function AuditEntries({ entries, lang }: { entries: AuditEntryView[]; lang: Language }) {
  const { t } = useTranslation('admin');
  const shop = useShop(lang);
  const text = useValueText();
  return (
    <TableScroll tabIndex={0} role="region" aria-label={t('audit.table')}>
      <Table data-testid="audit-table">
        <caption>{t('audit.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('audit.when')}</th>
            <th scope="col">{t('audit.who')}</th>
            <th scope="col">{t('audit.action')}</th>
            <th scope="col">{t('audit.record')}</th>
            <th scope="col">{t('audit.changes')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const path = recordPath(entry.entity, entry.entityId, lang);
            const changes = changesOf(entry.before, entry.after);
            return (
              <tr key={entry.id} data-testid="audit-entry" data-action={entry.action}>
                <td>
                  {shop.dateTime(entry.createdAt)}
                  {entry.requestId && <Small>{t('audit.request', { id: entry.requestId })}</Small>}
                </td>
                <td>
                  {entry.actor.email}
                  <Small>{t(`roles.${entry.actor.role}`)}</Small>
                </td>
                <th scope="row">
                  <code>{entry.action}</code>
                </th>
                <td>
                  {t(`audit.kinds.${entry.entity}`, { defaultValue: entry.entity })}
                  <Small>
                    {path ? (
                      <RouteLink to={path} data-testid="audit-record-link">
                        {entry.entityId}
                      </RouteLink>
                    ) : (
                      entry.entityId
                    )}
                  </Small>
                </td>
                <td>
                  {changes.length === 0 ? (
                    t('audit.no_changes')
                  ) : (
                    <Changes data-testid="audit-changes">
                      {changes.map((change) => (
                        <div key={change.field} style={{ display: 'contents' }}>
                          <dt>{change.field}</dt>
                          <dd>
                            {t('audit.from_to', {
                              before: text(change.before),
                              after: text(change.after),
                            })}
                          </dd>
                        </div>
                      ))}
                    </Changes>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableScroll>
  );
}
