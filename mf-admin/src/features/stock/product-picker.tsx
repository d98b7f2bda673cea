import { skipToken, type Language } from '@storefront/shared';
import type { StockLevel } from '@storefront/shared/admin';
import { Input, type FieldControlProps } from '@storefront/shared/forms';
import { useCombobox } from 'downshift';
import { useDeferredValue, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useGetStockLevelsQuery } from '../../api/stock-api';

/** How many products the list offers for the words typed. */
const OFFERED = 8;

const Box = styled.div`
  position: relative;
`;

const Menu = styled.ul<{ $open: boolean }>`
  position: absolute;
  z-index: 20;
  inset-inline: 0;
  top: calc(100% + 0.25rem);
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  max-height: 18rem;
  overflow: auto;
  margin: 0;
  padding: 0.25rem 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  li {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
    padding: 0.5rem 0.75rem;
    cursor: pointer;
  }
  li[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }
`;

/** A product a line names: its id, and its name as the page shows it. */
export type PickedProduct = Pick<StockLevel, 'id' | 'name' | 'stock'>;

interface ProductPickerProps {
  /** The ids that tie the box to its label, hint and error (from `Field`). */
  ids: FieldControlProps;
  value: PickedProduct | null;
  onChange: (product: PickedProduct | null) => void;
  onBlur: () => void;
  /** The form library's handle on the box (to focus it). */
  inputRef?: Ref<HTMLInputElement>;
  lang: Language;
  /** The list's name (the field's label). */
  label: string;
  testId: string;
}

/**
 * A product chosen by typing part of its name (in any of the shop's languages) or of its slug:
 * the WAI-ARIA combobox pattern (downshift), hidden products included, each offered with its
 * stock. Arrows move through the list, Enter chooses, Escape closes it.
 */
export function ProductPicker({
  ids,
  value,
  onChange,
  onBlur,
  inputRef,
  lang,
  label,
  testId,
}: ProductPickerProps) {
  const { t } = useTranslation('admin');
  const [typed, setTyped] = useState(value?.name ?? '');
  const words = useDeferredValue(typed.trim());
  const asked = words && words !== value?.name;
  const found = useGetStockLevelsQuery(
    asked ? { lang, page: 1, q: words, hidden: true, sort: 'name', limit: OFFERED } : skipToken,
  );
  const items = asked ? (found.data?.items ?? []) : [];
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps } =
    useCombobox<PickedProduct>({
      items,
      inputId: ids.id,
      selectedItem: value,
      inputValue: typed,
      itemToString: (item) => item?.name ?? '',
      onInputValueChange: ({ inputValue }) => setTyped(inputValue),
      onSelectedItemChange: ({ selectedItem }) => onChange(selectedItem ?? null),
    });
  const open = isOpen && Boolean(asked) && !found.isFetching;
  return (
    <Box>
      <Input
        {...getInputProps({
          // Named by the field's own label (for=its id), not by a label element of downshift's.
          'aria-labelledby': undefined,
          'aria-invalid': ids['aria-invalid'],
          'aria-describedby': ids['aria-describedby'],
          onBlur,
          ref: inputRef,
        })}
        data-testid={testId}
      />
      <Menu
        {...getMenuProps({ 'aria-labelledby': undefined, 'aria-label': label })}
        $open={open && items.length > 0}
      >
        {open &&
          items.map((item, index) => (
            <li
              key={item.id}
              {...getItemProps({ item, index })}
              aria-selected={highlightedIndex === index}
              data-testid="product-option"
            >
              <span>{item.name}</span>
              <small>{t('supplies.form.in_stock', { stock: item.stock })}</small>
            </li>
          ))}
      </Menu>
      {open && items.length === 0 && (
        <p role="status" data-testid="product-none">
          {t('supplies.form.no_product', { words })}
        </p>
      )}
    </Box>
  );
}
