import {
  DISCOUNT_TYPES,
  LANGUAGES,
  isLanguage,
  type DiscountType,
  type Language,
} from '@storefront/shared';
import {
  DISCOUNT_LIMITS,
  PROMOTION_SCOPES,
  type AdminPromotion,
  type PromotionInput,
  type PromotionScope,
} from '@storefront/shared/admin';
import { z } from 'zod';
import { amountText, parseAmount, parseValue, valueText } from '../../features/discounts/amounts';
import { fromZonedInput, toZonedInput } from '../../features/shop/zoned-time';
import { valueIssue } from '../promo-codes/promo-code-form';

/** The promotion form's fields as typed: amounts in the currency, times in the shop's zone. */
export interface PromotionValues {
  name: Record<Language, string>;
  type: DiscountType;
  value: string;
  minSubtotal: string;
  startsAt: string;
  endsAt: string;
  active: boolean;
  scope: PromotionScope;
  productIds: string[];
  categoryIds: string[];
}

/** The language every promotion is named in: the shop's main one (English if it has none). */
export const nameLanguageOf = (mainLanguage: string): Language =>
  isLanguage(mainLanguage) ? mainLanguage : 'en';

export const emptyPromotion = (): PromotionValues => ({
  name: { en: '', pl: '', ru: '', ua: '' },
  type: 'PERCENT',
  value: '',
  minSubtotal: '',
  startsAt: '',
  endsAt: '',
  active: true,
  scope: 'PRODUCTS',
  productIds: [],
  categoryIds: [],
});

/** A promotion as the form shows it. */
export function valuesOf(promotion: AdminPromotion, zone: string): PromotionValues {
  return {
    name: Object.fromEntries(
      LANGUAGES.map((language) => [language, promotion.name[language] ?? '']),
    ) as Record<Language, string>,
    type: promotion.type,
    value: valueText(promotion.type, promotion.value),
    minSubtotal: promotion.minSubtotal ? amountText(promotion.minSubtotal) : '',
    startsAt: promotion.startsAt ? toZonedInput(promotion.startsAt, zone) : '',
    endsAt: promotion.endsAt ? toZonedInput(promotion.endsAt, zone) : '',
    active: promotion.active,
    scope: promotion.scope,
    productIds: promotion.products.map((product) => product.id),
    categoryIds: promotion.categories.map((category) => category.id),
  };
}

/** The form's rules, the API's own (it checks them again): messages are `validation` keys. */
export function promotionFormSchema(nameLanguage: Language, zone: string) {
  const name = z.string().trim().max(DISCOUNT_LIMITS.promotionNameMax, 'name_too_long');
  return z
    .object({
      name: z.object(
        Object.fromEntries(LANGUAGES.map((language) => [language, name])) as Record<
          Language,
          typeof name
        >,
      ),
      type: z.enum(DISCOUNT_TYPES),
      value: z.string().trim(),
      minSubtotal: z.string().trim(),
      startsAt: z.string(),
      endsAt: z.string(),
      active: z.boolean(),
      scope: z.enum(PROMOTION_SCOPES),
      productIds: z.array(z.string()),
      categoryIds: z.array(z.string()),
    })
    .superRefine((values, context) => {
      const issue = (path: (string | number)[], message: string) =>
        context.addIssue({ code: 'custom', path, message });
      if (!values.name[nameLanguage]) issue(['name', nameLanguage], 'name_required');
      const valueProblem = valueIssue(values.type, values.value);
      if (valueProblem) issue(['value'], valueProblem);
      if (
        values.scope === 'ORDER' &&
        values.minSubtotal &&
        parseAmount(values.minSubtotal) === null
      )
        issue(['minSubtotal'], 'value_invalid');
      const starts = values.startsAt && fromZonedInput(values.startsAt, zone);
      const ends = values.endsAt && fromZonedInput(values.endsAt, zone);
      if (starts && ends && starts >= ends) issue(['endsAt'], 'ends_before_start');
      if (values.scope === 'PRODUCTS' && values.productIds.length === 0)
        issue(['productIds'], 'products_required');
      if (values.scope === 'CATEGORIES' && values.categoryIds.length === 0)
        issue(['categoryIds'], 'categories_required');
    });
}

/** The form's values as the API takes them: only the scope's own targets. */
export function toPromotionInput(values: PromotionValues, zone: string): PromotionInput {
  return {
    name: Object.fromEntries(
      Object.entries(values.name)
        .map(([language, text]) => [language, text.trim()])
        .filter(([, text]) => text),
    ),
    type: values.type,
    value: parseValue(values.type, values.value)!,
    minSubtotal: values.scope === 'ORDER' ? (parseAmount(values.minSubtotal) ?? 0) : 0,
    startsAt: values.startsAt ? fromZonedInput(values.startsAt, zone) : null,
    endsAt: values.endsAt ? fromZonedInput(values.endsAt, zone) : null,
    active: values.active,
    scope: values.scope,
    productIds: values.scope === 'PRODUCTS' ? values.productIds : [],
    categoryIds: values.scope === 'CATEGORIES' ? values.categoryIds : [],
  };
}
