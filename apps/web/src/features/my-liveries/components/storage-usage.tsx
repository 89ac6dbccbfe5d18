import { formatStorageBytes, type StorageUsage } from '@paddock/contract';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useStorageUsage } from '../api/get-storage-usage';

export const STORAGE_USAGE_TEXT = {
  used: (usage: StorageUsage) =>
    usage.quotaBytes === null
      ? `${formatStorageBytes(usage.usedBytes)} used (admins have no quota)`
      : `${formatStorageBytes(usage.usedBytes)} of ${formatStorageBytes(usage.quotaBytes)} used`,
  full: 'Your storage is full: delete a livery you no longer need before uploading another.',
} as const;

/** "Storage: 312 MB of 2 GB used" with a bar; nothing while loading or if the figure is unavailable. */
export function StorageUsageMeter() {
  const { data } = useStorageUsage();
  if (!data || typeof data.usedBytes !== 'number') return null;
  const fraction = data.quotaBytes ? data.usedBytes / data.quotaBytes : null;
  return (
    <section aria-label="Storage" className="mb-8 max-w-md rounded-xl border border-carbon-700 bg-carbon-850 p-4">
      <p className="mb-2 text-sm text-ink-300">
        <span className="font-semibold text-ink-50">Storage:</span> {STORAGE_USAGE_TEXT.used(data)}
      </p>
      {fraction !== null && (
        <ProgressBar
          value={fraction}
          label="Storage used"
          size="sm"
          tone={fraction >= 1 ? 'race' : fraction >= 0.8 ? 'signal' : 'pit'}
        />
      )}
      {fraction !== null && fraction >= 1 && <p className="mt-2 text-sm text-race-300">{STORAGE_USAGE_TEXT.full}</p>}
    </section>
  );
}
