import names from '@storefront/shared/locales/en/orders.json';
import paymentDetails from '@storefront/shared/locales/en/payment-details.json';
import checkout from './checkout.json';

export default { ...checkout, ...names, ...paymentDetails };
