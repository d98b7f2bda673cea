import { jestConfig } from '@storefront/shared/jest';

export default jestConfig(import.meta.dirname);
