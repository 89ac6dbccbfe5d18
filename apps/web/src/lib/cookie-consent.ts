import { COOKIE_CONSENT_EVENT, COOKIE_CONSENT_KEY } from '@paddock/contract';

export type Consent = boolean | null;
export interface CookieConsentDetail {
  consent: Consent;
}

// Used only when localStorage throws (blocked storage), so the banner can still be dismissed.
let memoryConsent: string | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY);
  } catch {
    return memoryConsent;
  }
}

function announce(consent: Consent) {
  window.dispatchEvent(new CustomEvent<CookieConsentDetail>(COOKIE_CONSENT_EVENT, { detail: { consent } }));
}

/** true or false once the visitor chose; null when nothing (valid) is stored. */
export function readConsent(): Consent {
  const raw = readRaw();
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return null;
}

export function storeConsent(value: boolean): void {
  const raw = String(value);
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, raw);
  } catch {
    memoryConsent = raw;
  }
  announce(value);
}

export function revokeConsent(): void {
  try {
    window.localStorage.removeItem(COOKIE_CONSENT_KEY);
  } catch {
    // Storage is blocked: the in-memory copy below is all there is.
  }
  memoryConsent = null;
  announce(null);
}

/** Subscribes to consent changes in this tab (our event) and in other tabs (storage event). */
export function subscribeConsent(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COOKIE_CONSENT_KEY) onChange();
  };
  window.addEventListener(COOKIE_CONSENT_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(COOKIE_CONSENT_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
