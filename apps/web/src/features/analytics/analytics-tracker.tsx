import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { readConsent, subscribeConsent } from '@/lib/cookie-consent';
import { readSiteSetting } from '@/lib/site-settings';
import { sendPageView, startGoogleTag, withdrawAnalyticsConsent } from './google-tag';
import { analyticsPage } from './page-location';

/**
 * Page views for analytics (spec admin-and-pages §2): only when the site has an analytics id and
 * the stored consent is exactly "true". The tag script itself loads only then, so a visitor who
 * has not accepted never contacts the tag service. Accepting on the banner starts it at once.
 */
export function AnalyticsTracker() {
  const [analyticsId] = useState(() => readSiteSetting('paddock-analytics-id'));
  const consent = useSyncExternalStore(subscribeConsent, readConsent, () => null);
  const location = useLocation();
  // One page view per navigation, even when an effect runs twice for the same one.
  const lastSent = useRef<string | null>(null);
  const wasTracking = useRef(false);

  useEffect(() => {
    if (!analyticsId) return;
    if (consent !== true) {
      if (wasTracking.current) withdrawAnalyticsConsent();
      wasTracking.current = false;
      return;
    }
    if (!wasTracking.current) startGoogleTag(analyticsId, analyticsPage(location, window.location.origin).url);
    wasTracking.current = true;
    if (lastSent.current === location.key) return;
    lastSent.current = location.key;
    sendPageView(analyticsId, { ...analyticsPage(location, window.location.origin), title: document.title });
  }, [analyticsId, consent, location]);

  return null;
}
