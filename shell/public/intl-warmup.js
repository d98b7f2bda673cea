// The first Intl formatter a page makes costs its main thread the loading of the ICU data behind
// it: about 30 ms on a desktop, over 100 ms on a phone, in the middle of hydration. That data is
// kept for the whole renderer process, so the page starts this worker with its scripts: it makes the
// kinds of formatters the storefront uses (prices, dates and times, plurals) in its own thread,
// and the main thread later finds the data loaded. `name` is the page's locale.
var locale = self.name || 'en-US';
try {
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(1);
  new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(0);
  new Intl.PluralRules(locale).select(1);
} catch {
  // An unknown locale: nothing to warm.
}
self.close();
