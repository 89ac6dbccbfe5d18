import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { readConsent, storeConsent, subscribeConsent } from '@/lib/cookie-consent';

/** Asks for analytics consent until the visitor accepts or declines (spec member-site §2 Cookie banner). */
export function CookieBanner() {
  const consent = useSyncExternalStore(subscribeConsent, readConsent, () => null);
  if (consent !== null) return null;

  return (
    <section
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl animate-fade-up rounded-xl border border-carbon-600 bg-carbon-850/95 p-4 shadow-2xl shadow-black/70 backdrop-blur-md sm:inset-x-6 sm:bottom-6 sm:p-5"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-6">
        <div className="flex-1 text-sm leading-relaxed text-ink-200">
          <h2 id="cookie-banner-title" className="mb-1 font-display text-base font-bold tracking-wide text-ink-50">
            Cookies on Paddock
          </h2>
          <p>
            We use essential cookies to keep you signed in and, only if you accept, anonymous analytics to learn which
            pages help racers most. Read our{' '}
            <Link to={paths.privacyPolicy.path} className="font-semibold text-ink-50 underline underline-offset-2">
              Privacy Policy
            </Link>
            .
          </p>
        </div>
        <div className="flex gap-2 sm:flex-col md:flex-row">
          <Button variant="secondary" onClick={() => storeConsent(false)} className="flex-1">
            Decline
          </Button>
          <Button variant="primary" onClick={() => storeConsent(true)} className="flex-1">
            Accept
          </Button>
        </div>
      </div>
    </section>
  );
}
