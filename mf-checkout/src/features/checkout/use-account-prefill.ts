import {
  DELIVERY_DESTINATIONS,
  selectStore,
  useAppSelector,
  useCurrentUser,
  type DeliveryMethod,
} from '@storefront/shared';
import { useEffect } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { useCustomerLastOrderQuery } from '../../api/order-api';
import type { OrderRequest } from '@storefront/shared/schemas';
import type { CheckoutContext, CheckoutValues } from './checkout-values';
import { paymentOptionsOf } from './delivery-options';

type PrefilledForm = Pick<
  UseFormReturn<CheckoutValues, CheckoutContext, OrderRequest>,
  'getValues' | 'setValue' | 'getFieldState'
>;
type TextPath = Exclude<FieldPath<CheckoutValues>, 'contact' | 'delivery'>;

/** Puts each value in its field unless the shopper has typed something there. */
function fillEmpty(form: PrefilledForm, values: Partial<Record<TextPath, string>>) {
  for (const [name, value] of Object.entries(values) as [TextPath, string][]) {
    const state = form.getFieldState(name);
    if (value && !form.getValues(name) && !state.isDirty) {
      form.setValue(name, value as never, { shouldValidate: state.invalid });
    }
  }
}

/**
 * A signed-in customer's checkout starts from the account: the name, email and phone saved in it,
 * and the delivery and payment of the latest order (its method, when the shop still offers it,
 * and its point or address; its payment, when the delivery chosen allows it). Nothing the shopper
 * typed or chose is replaced: a customer who signs in halfway keeps what is already in the form.
 *
 * The last delivery and payment are read from the order history rather than kept in the profile:
 * they are what the customer last used, with nothing to save or keep in step, and the API already
 * answers them. (A courier's address is picked among the saved ones by StreetAddressFields.)
 */
export function useAccountPrefill(form: PrefilledForm, methods: readonly DeliveryMethod[]) {
  const { user } = useCurrentUser();
  const { delivery } = useAppSelector(selectStore);
  const { data: lastOrder } = useCustomerLastOrderQuery(undefined, { skip: !user });

  useEffect(() => {
    if (!user) return;
    fillEmpty(form, {
      'contact.firstName': user.firstName,
      'contact.lastName': user.lastName,
      'contact.email': user.email,
      'contact.phone': user.phone ?? '',
    });
  }, [user, form]);

  const last = user ? lastOrder?.delivery : undefined;
  useEffect(() => {
    if (!last || !methods.includes(last.method)) return;
    if (form.getFieldState('delivery.method').isDirty) return;
    form.setValue('delivery.method', last.method);
    if (DELIVERY_DESTINATIONS[last.method] === 'shop') return;
    // The country is preset for the method; the last one replaces it unless the shopper chose.
    if ('country' in last && !form.getFieldState('delivery.country').isDirty) {
      form.setValue('delivery.country', last.country);
    }
    fillEmpty(form, {
      'delivery.street': 'street' in last ? last.street : '',
      'delivery.city': 'city' in last ? last.city : '',
      'delivery.postalCode': 'postalCode' in last ? last.postalCode : '',
      'delivery.pointCode': 'pointCode' in last ? last.pointCode : '',
    });
  }, [last, methods, form]);

  const lastPayment = user ? lastOrder?.paymentMethod : undefined;
  useEffect(() => {
    if (!lastPayment || form.getFieldState('paymentMethod').isDirty) return;
    // After the last delivery's method is in place (the effect above), if that method allows it.
    const offered = paymentOptionsOf(delivery, form.getValues('delivery.method'));
    if (offered.includes(lastPayment)) form.setValue('paymentMethod', lastPayment);
  }, [lastPayment, delivery, form]);
}
