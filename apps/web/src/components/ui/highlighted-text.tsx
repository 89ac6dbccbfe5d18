import { highlightParts } from '@paddock/contract';
import { clsx } from 'clsx';

/** What a search matched (LiveryPage's `search`): the folded words and beginnings to mark. */
export interface SearchHighlight {
  words: readonly string[];
  prefixes: readonly string[];
}

interface HighlightedTextProps {
  text: string;
  /** Without it (or with nothing to mark) the text is shown as it is. */
  highlight?: SearchHighlight;
  className?: string;
}

/**
 * A title with the words a search matched in <mark> (issue 38 §5). The parts are text children,
 * never HTML, so a title holding markup shows as the characters it is; and a screen reader reads the
 * title once, as one run of text.
 */
export function HighlightedText({ text, highlight, className }: HighlightedTextProps) {
  if (!highlight || (highlight.words.length === 0 && highlight.prefixes.length === 0)) return text;
  const parts = highlightParts(text, highlight);
  if (!parts.some((part) => part.match)) return text;
  return parts.map((part, index) =>
    part.match ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order.
      <mark key={index} className={clsx('rounded-sm bg-signal-400/15 px-px text-signal-300', className)}>
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
