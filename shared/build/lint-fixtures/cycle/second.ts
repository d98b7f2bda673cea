// The other half of the cycle (see first.ts).
import { first } from './first';

export const second = (): string => 'second';
export const again = (): string => first();
