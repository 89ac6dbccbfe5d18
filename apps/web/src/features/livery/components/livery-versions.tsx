import { formatStorageBytes, type LiveryDetail, type LiveryVersion } from '@paddock/contract';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/components/ui/livery-card';
import { useLiveryDownload } from '../api/download-livery';
import { useLiveryVersions } from '../api/get-livery-versions';
import { formatLongDate } from '../lib/livery-meta';
import { LIVERY_PAGE_MESSAGES } from '../lib/messages';

const m = LIVERY_PAGE_MESSAGES.versions;

/** Zips under a megabyte (flat-colour liveries compress a lot) in KB, not "0 MB". */
export function formatZipSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : formatStorageBytes(bytes);
}

/** An older version's own Download: counted for that version (and the livery's total). */
function DownloadVersion({ livery, number }: { livery: LiveryDetail; number: number }) {
  const { download, downloading } = useLiveryDownload(livery, number);
  return (
    <Button variant="secondary" size="sm" onClick={() => void download()} disabled={downloading}>
      {downloading ? 'Downloading…' : `Download v${number}`}
    </Button>
  );
}

function VersionItem({ livery, version }: { livery: LiveryDetail; version: LiveryVersion }) {
  return (
    <li className="space-y-2 border-t border-carbon-700 py-4 first:border-t-0 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h3 className="font-display text-base font-bold text-ink-50">Version {version.number}</h3>
          {version.isCurrent && (
            <span className="rounded-sm bg-pit-500 px-1.5 py-0.5 text-[0.65rem] font-bold tracking-widest text-carbon-950 uppercase">
              Latest
            </span>
          )}
          <span className="text-sm text-ink-400">
            <time dateTime={version.createdAt}>{formatLongDate(version.createdAt)}</time>
            {' · '}
            {formatZipSize(version.fileSize)}
            {' · '}
            {formatCount(version.downloadCount)} {version.downloadCount === 1 ? 'download' : 'downloads'}
          </span>
        </div>
        {!version.isCurrent && <DownloadVersion livery={livery} number={version.number} />}
      </div>
      <p className="leading-relaxed break-words whitespace-pre-wrap text-ink-200">
        {version.changelog ?? m.initialRelease}
      </p>
    </li>
  );
}

interface LiveryVersionsProps {
  livery: LiveryDetail;
  /** The uploader's "Publish new version" (filled by app/ from the upload feature); none for others. */
  publish?: ReactNode;
}

/** The livery's versions, newest first: date, size, downloads and changelog; older ones downloadable. */
export function LiveryVersions({ livery, publish }: LiveryVersionsProps) {
  const versions = useLiveryVersions(livery.id);
  return (
    <section
      aria-labelledby="versions-title"
      className="min-w-0 rounded-xl border border-carbon-700 bg-carbon-850/90 p-5 sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="versions-title" className="font-display text-sm font-bold tracking-[0.2em] text-ink-300 uppercase">
          Versions
        </h2>
        {publish}
      </div>
      {versions.isPending && <p className="text-ink-400">{m.loading}</p>}
      {versions.isError && <p className="text-race-300">{m.failed}</p>}
      {versions.data && (
        <ol aria-label="Versions, newest first">
          {versions.data.versions.map((version) => (
            <VersionItem key={version.number} livery={livery} version={version} />
          ))}
        </ol>
      )}
    </section>
  );
}
