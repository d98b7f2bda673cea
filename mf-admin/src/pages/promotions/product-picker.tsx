import {
  Button,
  VisuallyHidden,
  localizedText,
  skipToken,
  type Language,
} from '@storefront/shared';
import type { PromotionTarget } from '@storefront/shared/admin';
import { Input } from '@storefront/shared/forms';
import { useCombobox } from 'downshift';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFindProductTargetsQuery } from '../../api/discounts-api';

const Label = styled.label`
  display: block;
  margin-bottom: 0.375rem;
  font-weight: 600;
  font-size: 0.9375rem;
`;

const Box = styled.div`
  position: relative;
`;

const Menu = styled.ul`
  position: absolute;
  z-index: 20;
  inset-inline: 0;
  margin: 0.25rem 0 0;
  padding: 0.25rem 0;
  list-style: none;
  max-height: 16rem;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  &:empty {
    display: none;
  }
  li {
    padding: 0.5rem 0.75rem;
    cursor: pointer;
  }
  li[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.surface};
  }
`;

const Chosen = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0.5rem 0 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: 0.25rem;
    padding-inline-start: 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
  }
`;

/** Typed words are asked for once the typing pauses. */
function useSettled(text: string, delayMs = 250) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return settled;
}

/**
 * The products a promotion names: found by a part of their name (the WAI-ARIA combobox, by
 * downshift: arrows, Enter to add, Escape to close), each chosen one shown with a button to take
 * it off. `chosen` holds the names of those already named, for their labels.
 */
export function ProductPicker({
  lang,
  label,
  ids,
  chosen,
  onChange,
  describedBy,
  invalid,
  disabled,
}: {
  lang: Language;
  label: string;
  ids: string[];
  chosen: Map<string, PromotionTarget>;
  onChange: (ids: string[], added?: PromotionTarget) => void;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation('admin');
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const words = useSettled(typed.trim());
  const found = useFindProductTargetsQuery(words.length >= 2 ? words : skipToken);
  const items = (found.data ?? []).filter((product) => !ids.includes(product.id));
  const nameOf = (target: PromotionTarget) => localizedText(target.name, lang) || target.slug;
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, getLabelProps } =
    useCombobox<PromotionTarget>({
      items,
      inputId,
      selectedItem: null,
      itemToString: () => '',
      onInputValueChange: ({ inputValue }) => setTyped(inputValue),
      onSelectedItemChange: ({ selectedItem }) => {
        if (selectedItem) onChange([...ids, selectedItem.id], selectedItem);
      },
    });
  const shown = isOpen && words.length >= 2;
  return (
    <div>
      <Label {...getLabelProps()}>{label}</Label>
      <Box>
        <Input
          {...getInputProps({
            disabled,
            placeholder: t('promotions.product_search'),
            'aria-describedby': describedBy,
            'aria-invalid': invalid,
          })}
          data-testid="promotion-product-search"
        />
        <Menu {...getMenuProps()}>
          {shown &&
            items.map((item, index) => (
              <li
                key={item.id}
                {...getItemProps({ item, index })}
                aria-selected={highlightedIndex === index}
                data-testid="promotion-product-option"
              >
                {nameOf(item)}
              </li>
            ))}
        </Menu>
      </Box>
      <VisuallyHidden role="status">
        {shown && found.isSuccess ? t('promotions.found', { count: items.length }) : ''}
      </VisuallyHidden>
      {ids.length > 0 && (
        <Chosen aria-label={t('promotions.chosen_products')} data-testid="promotion-products">
          {ids.map((id) => {
            const target = chosen.get(id);
            const name = target ? nameOf(target) : id;
            return (
              <li key={id} data-testid="promotion-product">
                {name}
                <Button
                  type="button"
                  $variant="ghost"
                  disabled={disabled}
                  aria-label={t('promotions.remove_product', { name })}
                  onClick={() => onChange(ids.filter((other) => other !== id))}
                >
                  ×
                </Button>
              </li>
            );
          })}
        </Chosen>
      )}
    </div>
  );
}
