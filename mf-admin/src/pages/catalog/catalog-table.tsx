import { RouteLink } from '@storefront/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Table, TableBox } from '../../features/products/data-table';

/** A row of the categories' or brands' list. */
export interface CatalogRow {
  id: string;
  name: string;
  slug: string;
  /** Its form's address. */
  href: string;
  position: number;
  productCount: number;
  hidden: boolean;
  /** A further cell: a brand's country, a category's missing texts. */
  more: ReactNode;
}

/** The categories or the brands, in the shop's order, each name its form's link. */
export function CatalogTable({
  rows,
  caption,
  moreHeading,
  hiddenLabel,
  shownLabel,
  testId,
}: {
  rows: CatalogRow[];
  caption: string;
  moreHeading: string;
  hiddenLabel: string;
  shownLabel: string;
  testId: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <TableBox>
      <Table data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('catalog.list.name')}</th>
            <th scope="col" className="number">
              {t('catalog.list.position')}
            </th>
            <th scope="col" className="number">
              {t('catalog.list.products')}
            </th>
            <th scope="col">{t('catalog.list.state')}</th>
            <th scope="col">{moreHeading}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid={`${testId}-row`}>
              <th scope="row">
                <RouteLink to={row.href}>{row.name}</RouteLink>
                <div>
                  <small>{row.slug}</small>
                </div>
              </th>
              <td className="number">{row.position}</td>
              <td className="number">{row.productCount}</td>
              <td>
                {row.hidden ? (
                  <Badge $tone="warning">{hiddenLabel}</Badge>
                ) : (
                  <Badge>{shownLabel}</Badge>
                )}
              </td>
              <td>{row.more}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableBox>
  );
}
