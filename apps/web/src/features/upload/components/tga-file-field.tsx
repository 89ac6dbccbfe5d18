import { clsx } from 'clsx';
import { forwardRef, useId, useState } from 'react';
import { toast } from 'sonner';
import { TrashIcon } from '@/components/ui/icons/livery-icons';
import { checkTgaFile, describeTga, formatBytes, type TgaFile } from '../lib/tga-file';
import { useFileDrop } from '../lib/use-file-drop';
import { FileIcon, LayersIcon } from './icons';

interface TgaFileFieldProps {
  label: string;
  /** What the file is, under the label. */
  hint: string;
  kind: 'livery' | 'regionMap';
  value: TgaFile | null;
  /** The other file of the pair, for the same-size check. */
  other: TgaFile | null;
  onChange: (value: TgaFile | null) => void;
  disabled?: boolean;
  /** A required-field message from the form. */
  error?: string;
}

/**
 * One TGA of the livery. The file's first 18 bytes are read before it is kept: anything the game
 * cannot read (a PNG renamed .tga, a 16-bit or colour-mapped TGA, a 2000×1000 image) is refused at
 * once with the shared message, and so is a size that does not match the other file.
 */
export const TgaFileField = forwardRef<HTMLInputElement, TgaFileFieldProps>(function TgaFileField(
  { label, hint, kind, value, other, onChange, disabled, error },
  ref,
) {
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const message = refusal ?? error;
  const messageId = `${id}-message`;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setChecking(true);
    try {
      const result = await checkTgaFile(file, other);
      if (result.ok) {
        setRefusal(null);
        onChange(result.tga);
      } else {
        setRefusal(`${file.name}: ${result.message}`);
        toast.error(result.message, { id: `tga-${kind}` });
      }
    } finally {
      setChecking(false);
    }
  };

  const { dragging, dropProps } = useFileDrop({ disabled, onFiles: (files) => void choose(files[0]) });
  const Icon = kind === 'livery' ? FileIcon : LayersIcon;

  return (
    <div className="flex min-w-0 flex-col">
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <span id={`${id}-label`} className="text-sm font-semibold text-ink-200">
          {label}
          <span className="ml-0.5 text-race-400" aria-hidden="true">
            *
          </span>
        </span>
        <span className="font-mono text-xs text-ink-500">.tga</span>
      </div>

      <label
        htmlFor={id}
        {...dropProps}
        className={clsx(
          'group relative flex min-h-28 flex-1 cursor-pointer items-center gap-4 rounded-lg border border-dashed p-4 transition-colors',
          'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-signal-400',
          'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
          value ? 'border-pit-400/50 bg-pit-400/5' : 'border-carbon-500 bg-carbon-900/50 hover:border-ink-400',
          dragging && 'border-signal-400 bg-signal-400/10',
          message && !value && 'border-race-500/70',
        )}
      >
        <input
          ref={ref}
          id={id}
          type="file"
          accept=".tga"
          disabled={disabled}
          aria-labelledby={`${id}-label`}
          aria-describedby={message ? messageId : `${id}-hint`}
          aria-invalid={message ? true : undefined}
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Clearing lets the same file be chosen again after a fix.
            event.target.value = '';
            void choose(file);
          }}
        />
        <span
          aria-hidden="true"
          className={clsx(
            'grid size-12 shrink-0 place-items-center rounded-lg text-2xl',
            value ? 'bg-pit-400/15 text-pit-300' : 'bg-carbon-700 text-ink-300 group-hover:text-ink-50',
          )}
        >
          <Icon />
        </span>
        <span className="min-w-0 flex-1">
          {value ? (
            <>
              <span className="block truncate font-semibold text-ink-50">{value.file.name}</span>
              <span className="mt-0.5 block text-sm text-ink-300 tabular-nums">
                {describeTga(value.header)} · {formatBytes(value.file.size)}
              </span>
              <span className="mt-1 block text-xs text-ink-500">Click or drop to replace</span>
            </>
          ) : (
            <>
              <span className="block font-semibold text-ink-50">
                {checking ? 'Checking file…' : 'Choose a file or drop it here'}
              </span>
              <span id={`${id}-hint`} className="mt-0.5 block text-sm text-ink-400">
                {hint}
              </span>
            </>
          )}
        </span>
      </label>

      <div className="flex min-h-6 items-start justify-between gap-3">
        {message ? (
          <p id={messageId} role="alert" className="mt-1.5 text-sm text-race-300">
            {message}
          </p>
        ) : (
          <span />
        )}
        {value && (
          <button
            type="button"
            disabled={disabled}
            onClick={() => {
              setRefusal(null);
              onChange(null);
            }}
            className="mt-1 inline-flex items-center gap-1.5 rounded px-1.5 py-1 text-xs font-semibold text-ink-400 hover:text-race-300 disabled:opacity-50"
          >
            <TrashIcon className="size-3.5" />
            Remove<span className="sr-only"> {label.toLowerCase()}</span>
          </button>
        )}
      </div>
    </div>
  );
});
