import { jestConfig } from './build/jest.mjs';

export default jestConfig(import.meta.dirname);
