// The promotions' queries: the promotions themselves, what they name, and the prices they give.
export * from './prices';
export * from './promotions';
export * from './targets';
