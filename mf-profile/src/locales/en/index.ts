import names from '@storefront/shared/locales/en/orders.json';
import profile from './profile.json';
import { withOrderNames } from '../with-order-names';

export default withOrderNames(profile, names);
