import {
  collectionPageDescription,
  collectionPageTitle,
  collectionSlug,
  liveryPageDescription,
  liveryPageTitle,
  liverySlug,
  pageTitle,
  profilePageDescription,
  profilePageTitle,
  SITE_NAME,
} from '@paddock/contract';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { AppDeps } from '../lib/deps';
import { escapeHtml } from '../mail/templates';
import { createLiveryFirstView, insertFirstView } from './page-first-view';
import { createPageMetaRepository } from './page-meta.repository';
import { createModulePreloads } from './page-meta-modules';
import { type FirstViewPrefetch, prefetchFirstView } from './page-meta-prefetch';

/** A page asked for at a short address: the not-found handler answers 301 to `location`. */
export interface PageRedirect {
  location: string;
}

/**
 * Turns a page request into the HTML to send: index.html, with this page's preview tags when it
 * has any; or the canonical address to redirect to (a livery's address without its title part).
 */
export type PageRenderer = (request: FastifyRequest) => Promise<string | PageRedirect>;

export interface PreviewMeta {
  title: string;
  description: string;
  /** The page's canonical absolute URL (its id and the slug of its current name). */
  url: string;
  type: 'website' | 'profile';
  image: { url: string; width?: number; height?: number; alt: string } | null;
}

const LIVERY_PATH = /^\/livery\/(\d{1,10})(?:\/[^/]*)?\/?$/;
const SHORT_LIVERY_PATH = /^\/livery\/(\d{1,10})\/?$/;
const PROFILE_PATH = /^\/users\/(\d{1,10})\/liveries\/?$/;
const COLLECTION_PATH = /^\/collections\/(\d{1,10})(?:\/[^/]*)?\/?$/;
const TITLE_TAG = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION_TAG = /<meta\s+name="description"[^>]*>\s*/i;
const MAX_ID = 2_147_483_647;

/** Google tag origins the CSP must allow once analytics is configured (Google's CSP guide for GA4). */
export function analyticsCspSources(analyticsId: string | undefined) {
  if (!analyticsId) return { scriptSrc: [], connectSrc: [], imgSrc: [] };
  return {
    scriptSrc: ['https://www.googletagmanager.com'],
    connectSrc: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
    imgSrc: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  };
}

const metaName = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;
const metaProperty = (property: string, content: string) =>
  `<meta property="${property}" content="${escapeHtml(content)}">`;

/**
 * Site settings the web app reads from meta tags, since the CSP allows no inline script: the
 * analytics id (absent means no analytics at all) and the public contact address.
 */
export function siteSettingsTags(config: Pick<Config, 'analyticsId' | 'contactEmail'>): string {
  return [
    config.analyticsId ? metaName('paddock-analytics-id', config.analyticsId) : '',
    config.contactEmail ? metaName('paddock-contact-email', config.contactEmail) : '',
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** The head tags that make a shared link preview well in chat apps and search results. HTML-escaped. */
export function previewTags(meta: PreviewMeta): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    metaName('description', meta.description),
    metaProperty('og:site_name', SITE_NAME),
    metaProperty('og:type', meta.type),
    metaProperty('og:title', meta.title),
    metaProperty('og:description', meta.description),
    metaProperty('og:url', meta.url),
    metaName('twitter:card', meta.image ? 'summary_large_image' : 'summary'),
  ];
  if (meta.image) {
    tags.push(metaProperty('og:image', meta.image.url), metaProperty('og:image:alt', meta.image.alt));
    if (meta.image.width && meta.image.height) {
      tags.push(
        metaProperty('og:image:width', String(meta.image.width)),
        metaProperty('og:image:height', String(meta.image.height)),
      );
    }
  }
  return tags.join('\n    ');
}

function parseId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ID ? id : null;
}

/**
 * Serves index.html with the site settings tags, and for livery and profile pages with their own
 * title, description and preview image, found by one primary-key query; pages also carry their
 * first view's API answers, as the visitor's credentials are answered (page-meta-prefetch.ts),
 * and preload their own chunks
 * (page-meta-modules.ts). Anything unknown (an id
 * that does not exist, a failing database) gets the plain page: the web app shows the error.
 */
export function createPageRenderer(indexHtml: string, deps: Pick<AppDeps, 'db' | 'storage' | 'config' | 'log'>) {
  const { db, storage, config, log } = deps;
  const repo = createPageMetaRepository(db.kysely);
  const withSettings = insertIntoHead(indexHtml, siteSettingsTags(config));
  // The default title and description are cut out once here; preview pages put their own in.
  const headEnd = withSettings.indexOf('</head>');
  const stripped = headEnd < 0 ? null : withSettings.replace(TITLE_TAG, '').replace(DESCRIPTION_TAG, '');
  const splitAt = stripped?.indexOf('</head>') ?? -1;

  const modulePreloads = createModulePreloads(config.webDistDir);
  const liveryFirstView = createLiveryFirstView(config.webDistDir, log);

  const absolute = (url: string) => new URL(url, `${config.publicUrl}/`).href;

  // Each page's URL is its canonical address, from the row: never the slug or path the request
  // spelled, which link previews would otherwise repeat.
  async function liveryMeta(id: number): Promise<PreviewMeta | null> {
    const row = await repo.liveryPreview(id);
    if (!row) return null;
    // The same title and description the web app gives the page (packages/contract page-meta.ts).
    const source = {
      title: row.title,
      description: row.description,
      carModelName: row.carModelName,
      uploaderName: row.author,
    };
    return {
      title: pageTitle(liveryPageTitle(source)),
      description: liveryPageDescription(source),
      url: absolute(`/livery/${id}/${liverySlug(row.title)}`),
      type: 'website',
      image: row.imageKey
        ? {
            url: absolute(await storage.publicUrl(row.imageKey)),
            width: row.width ?? undefined,
            height: row.height ?? undefined,
            alt: `Screenshot of the ${row.title} livery`,
          }
        : null,
    };
  }

  async function profileMeta(id: number): Promise<PreviewMeta | null> {
    const row = await repo.profilePreview(id);
    if (!row) return null;
    const source = { username: row.username, liveryCount: Number(row.liveryCount ?? 0), registeredAt: row.createdAt };
    return {
      title: pageTitle(profilePageTitle(row.username)),
      description: profilePageDescription(source),
      url: absolute(`/users/${id}/liveries`),
      type: 'profile',
      image: row.imageKey
        ? { url: absolute(await storage.publicUrl(row.imageKey)), alt: `A livery by ${row.username}` }
        : null,
    };
  }

  /** Public collections only: a private one previews as the plain site, like a missing one. */
  async function collectionMeta(id: number): Promise<PreviewMeta | null> {
    const row = await repo.collectionPreview(id);
    if (!row) return null;
    const source = { ...row, entryCount: Number(row.entryCount), isLeaguePack: Boolean(row.isLeaguePack) };
    return {
      title: pageTitle(collectionPageTitle(row.name, row.owner)),
      description: collectionPageDescription(source),
      url: absolute(`/collections/${id}/${collectionSlug(row.name)}`),
      type: 'website',
      image: row.imageKey
        ? { url: absolute(await storage.publicUrl(row.imageKey)), alt: `A livery of the collection ${row.name}` }
        : null,
    };
  }

  async function metaFor(request: FastifyRequest): Promise<PreviewMeta | null> {
    const pathname = request.url.split('?')[0] ?? '/';
    const livery = LIVERY_PATH.exec(pathname);
    if (livery) {
      const id = parseId(livery[1]);
      return id ? liveryMeta(id) : null;
    }
    const profile = PROFILE_PATH.exec(pathname);
    if (profile) {
      const id = parseId(profile[1]);
      return id ? profileMeta(id) : null;
    }
    const collection = COLLECTION_PATH.exec(pathname);
    if (collection) {
      const id = parseId(collection[1]);
      return id ? collectionMeta(id) : null;
    }
    return null;
  }

  async function withPreview(request: FastifyRequest): Promise<string> {
    try {
      const meta = await metaFor(request);
      if (!meta || !stripped) return withSettings;
      return `${stripped.slice(0, splitAt).trimEnd()}\n    ${previewTags(meta)}\n  ${stripped.slice(splitAt)}`;
    } catch (err) {
      // A preview is a nicety: the page itself must still load.
      log.warn({ err, url: request.url }, 'page metadata lookup failed; serving the plain page');
      return withSettings;
    }
  }

  async function withPrefetch(request: FastifyRequest): Promise<FirstViewPrefetch> {
    try {
      return await prefetchFirstView(request);
    } catch (err) {
      // Without them the web app asks the API itself.
      log.warn({ err, url: request.url }, 'first-view prefetch failed; serving the page without it');
      return { tags: '' };
    }
  }

  /**
   * `/livery/{id}` (typed, or a shared link cut short) answers 301 to `/livery/{id}/{slug}`, the
   * query kept: one address per livery for readers, link previews and search engines. A missing
   * livery or a failing lookup gets the page, which shows its own error.
   */
  async function canonicalRedirect(request: FastifyRequest): Promise<PageRedirect | null> {
    const [pathname = '/', query] = request.url.split('?', 2);
    const short = SHORT_LIVERY_PATH.exec(pathname);
    const id = short ? parseId(short[1]) : null;
    if (!id) return null;
    try {
      const row = await repo.liveryTitle(id);
      if (!row) return null;
      return { location: `/livery/${id}/${liverySlug(row.title)}${query === undefined ? '' : `?${query}`}` };
    } catch (err) {
      log.warn({ err, url: request.url }, 'livery address lookup failed; serving the page');
      return null;
    }
  }

  const render: PageRenderer = async (request) => {
    const redirect = await canonicalRedirect(request);
    if (redirect) return redirect;
    // HEAD gets no body, so it needs no query.
    if (!stripped || splitAt < 0 || request.method !== 'GET') return withSettings;
    const [html, prefetch] = await Promise.all([withPreview(request), withPrefetch(request)]);
    const modules = modulePreloads(request.url.split('?')[0] ?? '/');
    const firstView = prefetch.livery ? await liveryFirstView(prefetch.livery) : '';
    return insertFirstView(insertIntoHead(html, [modules, prefetch.tags].filter(Boolean).join('\n    ')), firstView);
  };
  return render;
}

function insertIntoHead(html: string, tags: string): string {
  const headEnd = html.indexOf('</head>');
  if (!tags || headEnd < 0) return html;
  return `${html.slice(0, headEnd).trimEnd()}\n    ${tags}\n  ${html.slice(headEnd)}`;
}
