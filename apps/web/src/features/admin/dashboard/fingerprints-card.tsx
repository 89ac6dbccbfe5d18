import { FINGERPRINT_MESSAGES as m } from '@paddock/contract';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useFingerprintBackfill, useSetFingerprintBackfillPaused } from './fingerprints-api';

/**
 * The texture fingerprint backfill (issue 36 point 6): how many livery versions have a
 * fingerprint, how many could not be read, and Pause / Resume.
 */
export function FingerprintsCard() {
  const { data, isError, error } = useFingerprintBackfill();
  const setPaused = useSetFingerprintBackfillPaused();
  const percent = data && data.versions > 0 ? Math.floor((100 * data.fingerprinted) / data.versions) : 100;
  return (
    <section aria-labelledby="fingerprints" className="rounded-xl border border-carbon-700 bg-carbon-850/80 p-4 sm:p-5">
      <h2 id="fingerprints" className="font-display text-lg font-bold tracking-wide uppercase">
        {m.heading}
      </h2>
      {isError ? (
        <p className="mt-3 text-sm text-ink-300">Could not load the fingerprint backfill: {error.message}</p>
      ) : data ? (
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <div className="min-w-0 flex-1">
            <p className="text-sm text-ink-200">
              {data.fingerprinted} of {data.versions} livery versions fingerprinted · {data.failed} failed
              {data.paused ? ' · paused' : ''}
            </p>
            <div className="mt-2">
              <ProgressBar value={percent / 100} label={`Fingerprint backfill ${percent}% done`} size="sm" tone="pit" />
            </div>
            {setPaused.isError && (
              <p role="alert" className="mt-2 text-sm text-signal-300">
                {setPaused.error.message}
              </p>
            )}
          </div>
          <Button
            variant="secondary"
            disabled={setPaused.isPending}
            onClick={() => setPaused.mutate({ paused: !data.paused })}
          >
            {data.paused ? m.resume : m.pause}
          </Button>
        </div>
      ) : (
        <p className="mt-3 text-sm text-ink-400">Loading the fingerprint backfill...</p>
      )}
    </section>
  );
}
