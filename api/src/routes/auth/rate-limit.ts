import type { Config } from '../../config';

/** The rate limit of the account routes open to anyone: AUTH_RATE_LIMIT per client and route. */
export const authRateLimit = (config: Config) => ({
  rateLimit: { max: config.AUTH_RATE_LIMIT, timeWindow: config.AUTH_RATE_WINDOW },
});
