import names from '@storefront/shared/locales/ua/orders.json';
import checkout from './checkout.json';

export default { ...checkout, ...names };
