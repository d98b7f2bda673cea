import names from '@storefront/shared/locales/ua/orders.json';
import paymentDetails from '@storefront/shared/locales/ua/payment-details.json';
import checkout from './checkout.json';

export default { ...checkout, ...names, ...paymentDetails };
