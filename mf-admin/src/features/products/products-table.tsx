import { RouteLink, localePath, type Language } from '@storefront/shared';
import type { AdminProductRow } from '@storefront/shared/admin';
import { useTranslation } from 'react-i18next';
import { Badge, Table, TableBox } from './data-table';
import { useMainPrice } from './main-price';

/** A picture's copy for a row: 320 px wide boxes are the smallest the API makes. */
const thumbnail = (url: string) => `${url}?w=320&dpr=1`;

interface ProductsTableProps {
  lang: Language;
  items: AdminProductRow[];
  /** What the table shows, for its caption ("Products: 1–20 of 64"). */
  caption: string;
}

/** A page of the product list: each product's picture, name (its form's link) and figures. */
export function ProductsTable({ lang, items, caption }: ProductsTableProps) {
  const { t } = useTranslation('admin');
  const price = useMainPrice(lang);
  return (
    <TableBox>
      <Table data-testid="products-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('products.list.picture')}</th>
            <th scope="col">{t('products.fields.name')}</th>
            <th scope="col">{t('products.fields.category')}</th>
            <th scope="col">{t('products.fields.brand')}</th>
            <th scope="col" className="number">
              {t('products.fields.price')}
            </th>
            <th scope="col" className="number">
              {t('products.list.shop_price')}
            </th>
            <th scope="col" className="number">
              {t('products.fields.stock')}
            </th>
            <th scope="col">{t('products.list.state')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} data-testid="products-row">
              <td>{item.image ? <img src={thumbnail(item.image)} alt="" /> : null}</td>
              <th scope="row">
                <RouteLink to={localePath('admin-product', { productId: item.id }, lang)}>
                  {item.name}
                </RouteLink>
                <div>
                  <small>{item.slug}</small>
                </div>
              </th>
              <td>{item.category.name}</td>
              <td>{item.brand?.name ?? '—'}</td>
              <td className="number">{price(item.price)}</td>
              <td className="number">
                {item.discountPrice === null ? '—' : price(item.discountPrice)}
              </td>
              <td className="number">{item.stock}</td>
              <td>
                {item.visible ? (
                  <Badge>{t('products.list.shown_one')}</Badge>
                ) : (
                  <Badge $tone="warning">{t('products.list.hidden_one')}</Badge>
                )}{' '}
                {item.missing.length > 0 && (
                  <Badge $tone="warning">
                    {t('products.list.missing_texts', {
                      languages: item.missing
                        .map((language) => t(`products.languages.${language}`))
                        .join(', '),
                    })}
                  </Badge>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableBox>
  );
}
