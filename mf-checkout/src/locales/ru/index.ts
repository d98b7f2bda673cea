import names from '@storefront/shared/locales/ru/orders.json';
import paymentDetails from '@storefront/shared/locales/ru/payment-details.json';
import checkout from './checkout.json';

export default { ...checkout, ...names, ...paymentDetails };
