import type { CookieConsent, StoreIntegrations } from '@storefront/shared';

/** Google's consent-mode storages: granted by accept-all, denied otherwise. */
export const CONSENT_STORAGES = [
  'ad_user_data',
  'ad_personalization',
  'ad_storage',
  'analytics_storage',
] as const;

type Gtag = (...args: unknown[]) => void;
type Fbq = ((...args: unknown[]) => void) & {
  queue?: unknown[][];
  callMethod?: unknown;
  loaded?: boolean;
};

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
    fbq?: Fbq;
  }
}

function consentState(consent: CookieConsent) {
  const value = consent === 'accepted-all' ? 'granted' : 'denied';
  return Object.fromEntries(CONSENT_STORAGES.map((storage) => [storage, value]));
}

function loadScript(src: string): void {
  if (document.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

let started: { googleAnalyticsId: string | null; facebookPixelId: string | null } | null = null;

/**
 * Starts the analytics tags after the visitor's cookie choice. Nothing loads
 * without an id. Google's tag starts with every storage denied and is updated by the choice;
 * the Facebook pixel loads only with accept-all. Calling it again with a new choice updates the
 * consent of what is running.
 */
export function startAnalytics(integrations: StoreIntegrations, consent: CookieConsent): void {
  const { googleAnalyticsId, facebookPixelId } = integrations;
  if (googleAnalyticsId) {
    if (!window.gtag) {
      window.dataLayer = window.dataLayer ?? [];
      window.gtag = function gtag() {
        // gtag.js reads the arguments object itself, not an array.
        // eslint-disable-next-line prefer-rest-params
        window.dataLayer!.push(arguments);
      };
      window.gtag('consent', 'default', consentState('rejected-non-essential'));
      window.gtag('js', new Date());
      window.gtag('config', googleAnalyticsId);
      loadScript(
        `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(googleAnalyticsId)}`,
      );
    }
    window.gtag('consent', 'update', consentState(consent));
  }
  if (facebookPixelId && consent === 'accepted-all') {
    if (!window.fbq) {
      const fbq: Fbq = (...args: unknown[]) => {
        (fbq.queue = fbq.queue ?? []).push(args);
      };
      window.fbq = fbq;
      loadScript('https://connect.facebook.net/en_US/fbevents.js');
      fbq('init', facebookPixelId);
      fbq('track', 'PageView');
    }
    window.fbq('consent', 'grant');
  } else if (window.fbq) {
    window.fbq('consent', 'revoke');
  }
  started = { googleAnalyticsId, facebookPixelId };
}

/** Turns the running tags on or off without reloading. */
export function setAnalyticsEnabled(enabled: boolean): void {
  if (!started) return;
  if (started.googleAnalyticsId) {
    (window as unknown as Record<string, boolean>)[`ga-disable-${started.googleAnalyticsId}`] =
      !enabled;
  }
  window.fbq?.('consent', enabled ? 'grant' : 'revoke');
}

/** Reports a page of the single-page app to the running tags. */
export function trackPageView(path: string): void {
  window.gtag?.('event', 'page_view', { page_path: path });
  window.fbq?.('track', 'PageView');
}
