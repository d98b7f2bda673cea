import names from '@storefront/shared/locales/pl/orders.json';
import paymentDetails from '@storefront/shared/locales/pl/payment-details.json';
import checkout from './checkout.json';

export default { ...checkout, ...names, ...paymentDetails };
