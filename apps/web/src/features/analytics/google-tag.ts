declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export const GOOGLE_TAG_ORIGIN = 'https://www.googletagmanager.com';

/**
 * Loads the Google tag once, after consent. Page views are sent by us on each navigation (the
 * tag's automatic one would miss client-side route changes), and the visitor agreed to analytics
 * only, so advertising storage stays denied.
 */
export function startGoogleTag(id: string, pageLocation: string, doc: Document = document): void {
  if (doc.querySelector('script[data-paddock-analytics]')) {
    // Consent given again after a withdrawal in this visit: the tag is already here.
    window.gtag?.('consent', 'update', { analytics_storage: 'granted' });
    return;
  }
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: the tag reads the Arguments object itself, not an array.
    window.dataLayer?.push(arguments);
  };
  window.gtag('consent', 'default', {
    analytics_storage: 'granted',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  });
  window.gtag('js', new Date());
  // The tag would otherwise read document.location itself (for the config and for events it
  // collects on its own); give it the sanitised address from the start.
  window.gtag('config', id, { send_page_view: false, page_location: pageLocation });

  const script = doc.createElement('script');
  script.async = true;
  script.src = `${GOOGLE_TAG_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`;
  script.dataset.paddockAnalytics = '';
  doc.head.append(script);
}

/** `page` comes from analyticsPage(): no fragment, no query that could carry a secret. */
export function sendPageView(id: string, page: { path: string; url: string; title: string }): void {
  // Every later event the tag sends by itself (engagement, scrolls) carries this address too.
  window.gtag?.('set', { page_location: page.url, page_path: page.path });
  window.gtag?.('event', 'page_view', {
    send_to: id,
    page_path: page.path,
    page_location: page.url,
    page_title: page.title,
  });
}

/** After consent is withdrawn the loaded tag stays, but it may no longer store anything. */
export function withdrawAnalyticsConsent(): void {
  window.gtag?.('consent', 'update', { analytics_storage: 'denied' });
}
