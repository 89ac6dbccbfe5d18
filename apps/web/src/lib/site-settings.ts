/**
 * Settings the server writes into index.html as meta tags (the CSP allows no inline script):
 * `paddock-analytics-id` when ANALYTICS_ID is set, `paddock-contact-email` when CONTACT_EMAIL is.
 */
export type SiteSetting = 'paddock-analytics-id' | 'paddock-contact-email';

export function readSiteSetting(name: SiteSetting, doc: Document = document): string | null {
  const value = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim();
  return value ? value : null;
}
