import names from '@storefront/shared/locales/ru/orders.json';
import checkout from './checkout.json';

export default { ...checkout, ...names };
