import { LIMITS } from '@paddock/contract';
import { clsx } from 'clsx';
import { forwardRef, type ReactNode, useId } from 'react';
import { toast } from 'sonner';
import { ChevronLeftIcon, ChevronRightIcon, ImageIcon, TrashIcon } from '@/components/ui/icons/livery-icons';
import type { ScreenshotItem } from '../lib/form-values';
import { formatBytes } from '../lib/tga-file';
import { useFileDrop } from '../lib/use-file-drop';
import { UPLOAD_MESSAGES } from '../messages';

const ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

function isJpgOrPng(file: File): boolean {
  if (file.type === 'image/jpeg' || file.type === 'image/png') return true;
  return /\.(jpe?g|png)$/i.test(file.name) && file.type === '';
}

let nextId = 0;

export function toScreenshotItem(file: File): ScreenshotItem {
  nextId += 1;
  return { id: `shot-${nextId}`, file, previewUrl: URL.createObjectURL(file) };
}

export function releaseScreenshots(items: readonly ScreenshotItem[]): void {
  for (const item of items) URL.revokeObjectURL(item.previewUrl);
}

interface ScreenshotsFieldProps {
  value: ScreenshotItem[];
  onChange: (items: ScreenshotItem[]) => void;
  disabled?: boolean;
  error?: string;
  /** A new version's screenshots may be left out (issue 19): no required mark, the label says so. */
  optional?: boolean;
}

/** Up to five JPG or PNG screenshots with previews; the first is the primary one (spec §2, §5). */
export const ScreenshotsField = forwardRef<HTMLInputElement, ScreenshotsFieldProps>(function ScreenshotsField(
  { value, onChange, disabled, error, optional = false },
  ref,
) {
  const id = useId();
  const max = LIMITS.screenshotsMax;
  const full = value.length >= max;

  const add = (files: readonly File[]) => {
    const images = files.filter(isJpgOrPng);
    for (const file of files.filter((f) => !isJpgOrPng(f))) {
      toast.error(UPLOAD_MESSAGES.screenshotType(file.name));
    }
    const room = max - value.length;
    if (images.length > room) toast.info(UPLOAD_MESSAGES.screenshotsTrimmed(max));
    const added = images.slice(0, Math.max(0, room)).map(toScreenshotItem);
    if (added.length > 0) onChange([...value, ...added]);
  };

  const { dragging, dropProps } = useFileDrop({ disabled, onFiles: add });

  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    if (target < 0 || target >= value.length) return;
    const next = [...value];
    [next[index], next[target]] = [next[target] as ScreenshotItem, next[index] as ScreenshotItem];
    onChange(next);
  };

  const remove = (index: number) => {
    const item = value[index];
    if (item) releaseScreenshots([item]);
    onChange(value.filter((_, i) => i !== index));
  };

  return (
    <div className="min-w-0">
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <span id={`${id}-label`} className="text-sm font-semibold text-ink-200">
          Screenshots
          {optional ? (
            <span className="ml-1 font-normal text-ink-400">(optional)</span>
          ) : (
            <span className="ml-0.5 text-race-400" aria-hidden="true">
              *
            </span>
          )}
        </span>
        <span className="text-xs text-ink-500 tabular-nums" aria-live="polite">
          {value.length} / {max}
        </span>
      </div>

      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label="Chosen screenshots">
        {value.map((item, index) => (
          <li
            key={item.id}
            className={clsx(
              'group relative overflow-hidden rounded-lg border bg-carbon-900',
              index === 0 ? 'border-race-500/70 ring-1 ring-race-500/40' : 'border-carbon-600',
            )}
          >
            <img
              src={item.previewUrl}
              alt={`Screenshot ${index + 1}: ${item.file.name}`}
              className="aspect-video w-full object-cover"
            />
            {index === 0 && (
              <span className="absolute top-1.5 left-1.5 rounded-sm bg-race-500 px-1.5 py-0.5 font-display text-[0.65rem] font-bold tracking-widest text-white uppercase">
                Primary
              </span>
            )}
            <div className="flex items-center justify-between gap-1 border-t border-carbon-700 bg-carbon-850 px-1.5 py-1">
              <span className="min-w-0 truncate px-0.5 text-[0.7rem] text-ink-400" title={item.file.name}>
                {formatBytes(item.file.size)}
              </span>
              <span className="flex shrink-0 items-center">
                <IconButton
                  label={`Move screenshot ${index + 1} earlier`}
                  disabled={disabled || index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ChevronLeftIcon />
                </IconButton>
                <IconButton
                  label={`Move screenshot ${index + 1} later`}
                  disabled={disabled || index === value.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ChevronRightIcon />
                </IconButton>
                <IconButton
                  label={`Remove screenshot ${index + 1}`}
                  disabled={disabled}
                  onClick={() => remove(index)}
                  danger
                >
                  <TrashIcon />
                </IconButton>
              </span>
            </div>
          </li>
        ))}

        {!full && (
          <li className={clsx(value.length === 0 && 'col-span-2 sm:col-span-3 lg:col-span-5')}>
            <label
              htmlFor={id}
              {...dropProps}
              className={clsx(
                'flex h-full cursor-pointer flex-col items-center justify-center gap-1.5 rounded-lg border border-dashed p-4 text-center transition-colors',
                value.length === 0 ? 'min-h-32' : 'aspect-video min-h-24',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-signal-400',
                'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
                dragging
                  ? 'border-signal-400 bg-signal-400/10'
                  : 'border-carbon-500 bg-carbon-900/50 hover:border-ink-400',
                error && value.length === 0 && 'border-race-500/70',
              )}
            >
              <input
                ref={ref}
                id={id}
                type="file"
                accept={ACCEPT}
                multiple
                disabled={disabled}
                aria-labelledby={`${id}-label`}
                aria-describedby={error ? `${id}-error` : `${id}-hint`}
                aria-invalid={error ? true : undefined}
                className="sr-only"
                onChange={(event) => {
                  add([...(event.target.files ?? [])]);
                  event.target.value = '';
                }}
              />
              <ImageIcon aria-hidden="true" className="size-6 text-ink-400" />
              <span className="text-sm font-semibold text-ink-50">
                {value.length === 0 ? 'Add screenshots' : 'Add more'}
              </span>
              {value.length === 0 && (
                <span id={`${id}-hint`} className="text-xs text-ink-400">
                  JPG or PNG, up to {max}. The first one is the primary image on cards.
                </span>
              )}
            </label>
          </li>
        )}
      </ul>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-race-300">
          {error}
        </p>
      )}
    </div>
  );
});

function IconButton({
  label,
  onClick,
  disabled,
  danger,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={clsx(
        'grid size-7 place-items-center rounded text-ink-300 transition-colors disabled:pointer-events-none disabled:opacity-30 [&_svg]:size-4',
        danger ? 'hover:bg-race-500/20 hover:text-race-300' : 'hover:bg-carbon-700 hover:text-ink-50',
      )}
    >
      {children}
    </button>
  );
}
