import { pageTitle } from '@paddock/contract';

export const DEFAULT_TITLE = 'Paddock — Le Mans Ultimate liveries';
export const DEFAULT_DESCRIPTION =
  'Find, download and share custom car liveries for Le Mans Ultimate: hypercars, LMP2, GTE and GT3 paint schemes made by the sim racing community.';

export interface PageMeta {
  /** Page name; the document title becomes "{title} | Paddock". Omit for the site default. */
  title?: string;
  description?: string;
  noIndex?: boolean;
}

function ensureMeta(doc: Document, name: string): HTMLMetaElement {
  let meta = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = name;
    doc.head.append(meta);
  }
  return meta;
}

export function formatTitle(title: string | undefined): string {
  return title ? pageTitle(title) : DEFAULT_TITLE;
}

/** Applies a route's title, description and robots flag to the document head. */
export function applyPageMeta(meta: PageMeta | undefined, doc: Document = document): void {
  doc.title = formatTitle(meta?.title);
  ensureMeta(doc, 'description').content = meta?.description ?? DEFAULT_DESCRIPTION;
  if (meta?.noIndex) {
    ensureMeta(doc, 'robots').content = 'noindex';
  } else {
    doc.head.querySelector('meta[name="robots"]')?.remove();
  }
}
