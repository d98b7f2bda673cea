/** Crawlers and audit tools: the error screen is not rendered for them, only logged. */
const BOT_PATTERN = /bot|crawler|spider|crawling|lighthouse|facebookexternalhit|google/i;

export function isBot(userAgent: string): boolean {
  return BOT_PATTERN.test(userAgent);
}
