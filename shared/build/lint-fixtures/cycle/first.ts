// Half of an import cycle, for lint-rules.test.mjs: first.ts and second.ts import each other.
import { second } from './second';

export const first = (): string => `first, then ${second()}`;
