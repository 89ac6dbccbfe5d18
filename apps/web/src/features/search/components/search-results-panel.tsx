import type { LiveryListItem } from '@paddock/contract';
import { clsx } from 'clsx';
import type { FocusEvent } from 'react';
import { Link } from 'react-router';
import { carClassColor } from '@/components/ui/class-badge';
import { DidYouMean } from '@/components/ui/did-you-mean';
import { HighlightedText, type SearchHighlight } from '@/components/ui/highlighted-text';
import { LiveryImage } from '@/components/ui/livery-image';
import { liveryDetailPath } from '@/config/livery-path';

interface SearchResultsPanelProps {
  listboxId: string;
  optionId: (index: number) => string;
  results: readonly LiveryListItem[];
  /** What the search matched, marked in the titles. */
  highlight?: SearchHighlight;
  /** When nothing matched: the query the server offers instead ("Did you mean …?"). */
  suggestion?: string;
  onSuggestion: (suggestion: string) => void;
  onSuggestionBlur: (event: FocusEvent) => void;
  /** The highlighted match, or -1. */
  active: number;
  showPanel: boolean;
  showList: boolean;
  /** The search for `debounced` has answered (so "no liveries found" is true, not "still searching"). */
  settled: boolean;
  debounced: string;
  trimmed: string;
  onPick: (index: number) => void;
  onHover: (index: number) => void;
}

/**
 * The search box's drop-down: the matches as a listbox (matched words marked), "no liveries found"
 * (with any "Did you mean") or "searching", and See all.
 */
export function SearchResultsPanel({
  listboxId,
  optionId,
  results,
  highlight,
  suggestion,
  onSuggestion,
  onSuggestionBlur,
  active,
  showPanel,
  showList,
  settled,
  debounced,
  trimmed,
  onPick,
  onHover,
}: SearchResultsPanelProps) {
  return (
    <div
      className={clsx(
        'absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-lg border border-carbon-600 bg-carbon-900/98 shadow-[0_24px_48px_-16px_rgb(0_0_0/0.9)] backdrop-blur-md nav:w-[min(26rem,calc(100vw-2rem))] nav:left-auto',
        !showPanel && 'hidden',
      )}
    >
      <div id={listboxId} role="listbox" aria-label="Matching liveries">
        {showList &&
          results.map((livery, index) => (
            <Link
              key={livery.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              tabIndex={-1}
              to={liveryDetailPath(livery.id, livery.title)}
              // Keep focus in the box so the blur timer does not race the click.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => onHover(index)}
              onClick={(event) => {
                event.preventDefault();
                onPick(index);
              }}
              className={clsx(
                'flex items-center gap-3 border-l-2 px-3 py-2.5 text-left transition-colors',
                index === active ? 'border-race-500 bg-carbon-700/80' : 'border-transparent hover:bg-carbon-800',
              )}
            >
              <LiveryImage
                src={livery.primaryScreenshotUrl}
                width={64}
                height={36}
                className="h-9 w-16 shrink-0 rounded object-cover ring-1 ring-carbon-600"
              />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold text-ink-50">
                  <HighlightedText text={livery.title} highlight={highlight} />
                </span>
                <span className="flex items-center gap-1.5 truncate text-xs text-ink-400">
                  <span
                    aria-hidden="true"
                    className="h-2.5 w-1 shrink-0 -skew-x-12 rounded-[1px]"
                    style={{ backgroundColor: carClassColor(livery.carClassName) }}
                  />
                  <span className="truncate">
                    {livery.authorUsername || 'Unknown Artist'} · {livery.carModelName}
                  </span>
                </span>
              </span>
            </Link>
          ))}
      </div>
      {showPanel && results.length === 0 && (
        // The status holds the suggestion too, so a screen reader hears it with "no liveries found".
        <div role="status" className="px-4 py-3 text-sm text-ink-400">
          <p>
            {settled ? (
              <>
                No liveries found for “<span className="text-ink-200">{debounced}</span>”.
              </>
            ) : (
              'Searching…'
            )}
          </p>
          {suggestion && (
            <DidYouMean
              suggestion={suggestion}
              onPick={onSuggestion}
              // Keep focus in the box so the blur timer does not close the popup under the click.
              onMouseDown={(event) => event.preventDefault()}
              onBlur={onSuggestionBlur}
              className="mt-1"
            />
          )}
        </div>
      )}
      {showList && (
        <button
          type="submit"
          tabIndex={-1}
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => onHover(-1)}
          className="flex w-full items-center justify-between border-t border-carbon-700 px-4 py-2.5 text-xs font-semibold tracking-wide text-race-400 uppercase hover:bg-carbon-800"
        >
          See all results for “{trimmed}” <span aria-hidden="true">↵</span>
        </button>
      )}
    </div>
  );
}
