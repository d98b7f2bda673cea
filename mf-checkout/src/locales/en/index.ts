import names from '@storefront/shared/locales/en/orders.json';
import checkout from './checkout.json';

export default { ...checkout, ...names };
