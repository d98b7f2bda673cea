import { localizedText, type Language } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useGetCategoryTargetsQuery } from '../../api/discounts-api';
import { AdminQueryState } from '../../features/ui/admin-query-state';

const Group = styled.fieldset`
  margin: 0;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  legend {
    font-weight: 600;
    padding-inline: 0.25rem;
  }
  ul {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
    gap: 0.5rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  label {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 2.75rem;
  }
`;

/** The categories a promotion names: every category of the shop, a box to tick each. */
export function CategoryPicker({
  lang,
  legend,
  ids,
  onChange,
  describedBy,
  disabled,
}: {
  lang: Language;
  legend: string;
  ids: string[];
  onChange: (ids: string[]) => void;
  describedBy?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('admin');
  const categories = useGetCategoryTargetsQuery();
  return (
    <Group aria-describedby={describedBy} data-testid="promotion-categories">
      <legend>{legend}</legend>
      <AdminQueryState query={categories}>
        {(list) => (
          <ul>
            {list.map((category) => (
              <li key={category.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={ids.includes(category.id)}
                    disabled={disabled}
                    data-testid={`promotion-category-${category.slug}`}
                    onChange={(event) =>
                      onChange(
                        event.target.checked
                          ? [...ids, category.id]
                          : ids.filter((id) => id !== category.id),
                      )
                    }
                  />
                  {localizedText(category.name, lang) || t('promotions.unnamed')}
                </label>
              </li>
            ))}
          </ul>
        )}
      </AdminQueryState>
    </Group>
  );
}
