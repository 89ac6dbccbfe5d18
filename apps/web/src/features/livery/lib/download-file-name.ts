import { liveryDownloadFileName } from '@paddock/contract';

/** The file name in a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      const name = decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
      if (name) return name;
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const name = (plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2] ?? '').trim();
  return name || null;
}

/** The last segment of a URL's path, decoded; null when there is none. */
export function fileNameFromUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const segment = new URL(url, 'http://localhost').pathname.split('/').pop() ?? '';
    const name = decodeURIComponent(segment).trim();
    return name || null;
  } catch {
    return null;
  }
}

/** 'livery_{title with underscores}_{id}.zip', the name of last resort. */
export function fallbackFileName(title: string, id: number): string {
  return `livery_${liveryDownloadFileName(title, id)}`;
}

/**
 * The name a downloaded livery is saved under (spec member-site §7): the Content-Disposition
 * name, else the last segment of the file URL, else 'livery_{title with underscores}_{id}.zip'.
 */
export function downloadFileName(options: {
  contentDisposition: string | null | undefined;
  url: string | null | undefined;
  title: string;
  id: number;
}): string {
  return (
    fileNameFromContentDisposition(options.contentDisposition) ??
    fileNameFromUrl(options.url) ??
    fallbackFileName(options.title, options.id)
  );
}
