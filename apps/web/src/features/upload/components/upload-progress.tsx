import { clsx } from 'clsx';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatDuration, type PrepTask, type ProgressStore, preparationFraction } from '../lib/progress';
import { formatBytes } from '../lib/tga-file';
import { useUploadProgress } from '../use-upload-livery';
import { CheckIcon } from './icons';

interface UploadProgressPanelProps {
  store: ProgressStore;
  onCancel: () => void;
}

function TaskRow({ task }: { task: PrepTask }) {
  const done = task.status === 'done' || task.status === 'fallback';
  const what = task.kind === 'zip' ? 'Zipping' : 'Converting to WebP';
  return (
    <li className="grid min-w-0 gap-1.5">
      <div className="flex min-w-0 items-center gap-2 text-sm">
        <span
          aria-hidden="true"
          className={clsx(
            'grid size-5 shrink-0 place-items-center rounded-full text-[0.7rem]',
            done ? 'bg-pit-400/20 text-pit-300' : task.status === 'running' ? 'bg-race-500/20' : 'bg-carbon-700',
          )}
        >
          {done ? (
            <CheckIcon className="size-3" />
          ) : task.status === 'running' ? (
            <span className="size-2 animate-pulse rounded-full bg-race-400" />
          ) : null}
        </span>
        <span className="min-w-0 flex-1 truncate">
          <span className="text-ink-400">{what}: </span>
          <span className="text-ink-100" title={task.label}>
            {task.label}
          </span>
        </span>
        <span className="shrink-0 text-xs text-ink-400 tabular-nums">
          {task.status === 'fallback'
            ? 'kept original'
            : done && task.ms !== undefined
              ? formatDuration(task.ms)
              : task.status === 'running' && task.kind === 'zip'
                ? `${Math.round(task.fraction * 100)}%`
                : task.status === 'pending'
                  ? 'waiting'
                  : '…'}
        </span>
      </div>
      {/* A screenshot converts in one step (no bytes to count): its bar runs while it does. */}
      {!done && (
        <ProgressBar
          value={task.kind === 'screenshot' && task.status === 'running' ? null : task.fraction}
          label={`${what} ${task.label}`}
          size="sm"
          tone="signal"
        />
      )}
    </li>
  );
}

/** Where an upload is: each file being prepared, then the bytes sent; with Cancel. */
export function UploadProgressPanel({ store, onCancel }: UploadProgressPanelProps) {
  const progress = useUploadProgress(store);
  const { phase, tasks, sent, total } = progress;
  if (phase === 'idle') return null;
  const prepared = preparationFraction(tasks);
  const uploading = phase === 'uploading' || phase === 'success';
  const sentFraction = total > 0 ? sent / total : 0;
  const elapsed = progress.uploadStartedAt !== undefined ? performance.now() - progress.uploadStartedAt : 0;
  const rate = elapsed > 500 ? sent / (elapsed / 1000) : 0;
  const checking = phase === 'uploading' && total > 0 && sentFraction >= 1;
  const headline =
    phase === 'preparing'
      ? 'Preparing files…'
      : phase === 'uploading'
        ? checking
          ? 'Sent. Checking your files…'
          : 'Uploading…'
        : 'Uploaded!';

  return (
    <div className="min-w-0 rounded-lg border border-carbon-600 bg-carbon-900/80 p-4 sm:p-5" data-phase={phase}>
      <div className="flex items-start justify-between gap-3">
        <p
          className="min-w-0 flex-1 pt-1 font-display text-base font-bold tracking-wide uppercase sm:text-lg"
          role="status"
          aria-live="polite"
        >
          {headline}
        </p>
        {/* Once every byte is out the server is creating the livery: cancelling then would only hide it. */}
        {(phase === 'preparing' || (phase === 'uploading' && sentFraction < 1)) && (
          <Button variant="secondary" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>

      <div className="mt-4 grid gap-5 [&>*]:min-w-0">
        <div className="grid min-w-0 gap-2">
          <div className="flex items-baseline justify-between text-sm">
            <span className="font-semibold text-ink-200">1. Prepare files</span>
            <span className="text-ink-400 tabular-nums">{Math.round(prepared * 100)}%</span>
          </div>
          <ProgressBar value={prepared} label="Preparing files" tone="pit" />
          <ul className="mt-1 grid min-w-0 gap-2.5">
            {tasks.map((task) => (
              <TaskRow key={task.id} task={task} />
            ))}
          </ul>
        </div>

        <div className={clsx('grid gap-2', !uploading && 'opacity-50')}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
            <span className="font-semibold text-ink-200">2. Upload</span>
            <span className="text-ink-400 tabular-nums">
              {!uploading || total <= 0
                ? 'waiting'
                : sent < total
                  ? `${formatBytes(sent)} of ${formatBytes(total)}${rate > 0 ? ` · ${formatBytes(rate)}/s` : ''}`
                  : `${formatBytes(total)} sent`}
            </span>
          </div>
          <ProgressBar value={uploading ? sentFraction : 0} label="Uploading" />
        </div>

        {/* Every byte out is not the end: the server checks the files and creates the livery. Its
            own step (issue 34 §12), where a bar still running beside "1.7 MB of 1.7 MB" read as stuck. */}
        <div className={clsx('grid gap-2', !checking && phase !== 'success' && 'opacity-50')}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
            <span className="font-semibold text-ink-200">3. Server check</span>
            <span className="text-ink-400 tabular-nums">
              {phase === 'success'
                ? `done${progress.uploadMs !== undefined ? ` · ${formatDuration(progress.uploadMs)} in all` : ''}`
                : checking
                  ? 'checking your files…'
                  : 'waiting'}
            </span>
          </div>
          <ProgressBar value={phase === 'success' ? 1 : checking ? null : 0} label="Server check" tone="pit" />
        </div>
      </div>
    </div>
  );
}
