import names from '@storefront/shared/locales/pl/orders.json';
import checkout from './checkout.json';

export default { ...checkout, ...names };
