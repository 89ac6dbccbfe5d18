import { clsx } from 'clsx';

interface ProgressBarProps {
  /** 0–1, or null for an indeterminate bar. */
  value: number | null;
  label: string;
  size?: 'md' | 'sm';
  tone?: 'race' | 'pit' | 'signal';
}

const tones = {
  race: 'bg-gradient-to-r from-race-600 to-race-400',
  pit: 'bg-gradient-to-r from-pit-500 to-pit-300',
  signal: 'bg-gradient-to-r from-signal-500 to-signal-300',
};

export function ProgressBar({ value, label, size = 'md', tone = 'race' }: ProgressBarProps) {
  const percent = value === null ? undefined : Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={clsx('relative w-full overflow-hidden rounded-full bg-carbon-700', size === 'md' ? 'h-2.5' : 'h-1.5')}
    >
      {percent === undefined ? (
        <div className={clsx('absolute inset-y-0 w-2/5 animate-progress rounded-full', tones[tone])} />
      ) : (
        <div
          className={clsx('h-full rounded-full transition-[width] duration-200 ease-out', tones[tone])}
          style={{ width: `${percent}%` }}
        />
      )}
    </div>
  );
}
