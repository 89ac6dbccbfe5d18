import { clsx } from 'clsx';
import type { FocusEvent, MouseEvent } from 'react';

export const DID_YOU_MEAN = 'Did you mean';

interface DidYouMeanProps {
  /** The spelling-corrected query the server offers when nothing matched (LiveryPage's search.suggestion). */
  suggestion: string;
  /** One click searches for the suggestion. */
  onPick: (suggestion: string) => void;
  className?: string;
  /** The header's popup keeps focus in its box: the press must not take it (see SearchResultsPanel). */
  onMouseDown?: (event: MouseEvent<HTMLButtonElement>) => void;
  onBlur?: (event: FocusEvent<HTMLButtonElement>) => void;
}

/** "Did you mean porsche?" with the suggestion as a button (issue 38 §3), on Browse and in the header. */
export function DidYouMean({ suggestion, onPick, className, onMouseDown, onBlur }: DidYouMeanProps) {
  return (
    <p className={clsx('text-ink-300', className)}>
      {DID_YOU_MEAN}{' '}
      <button
        type="button"
        onClick={() => onPick(suggestion)}
        onMouseDown={onMouseDown}
        onBlur={onBlur}
        className="rounded-sm font-semibold text-signal-300 underline decoration-signal-400/60 underline-offset-4 hover:text-signal-400 hover:decoration-signal-400"
      >
        {suggestion}
      </button>
      ?
    </p>
  );
}
