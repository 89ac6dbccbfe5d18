import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A paragraph, a numbered list of steps or a bulleted list. Inside, `code`, **bold** and
 * [links](/path) are understood — just enough markup to write help and legal text as data.
 */
export type Block = string | { steps: readonly string[] } | { list: readonly string[] };

const INLINE = /(`[^`]+`|\*\*[^*]+\*\*|\[[^\]]+\]\([^)\s]+\))/g;
const LINK = /^\[([^\]]+)\]\(([^)\s]+)\)$/;

export const linkClass =
  'font-semibold text-race-300 underline decoration-race-500/50 underline-offset-2 hover:text-race-400';

export function Inline({ text }: { text: string }) {
  const parts = text.split(INLINE);
  return (
    <>
      {parts.map((part, i) => {
        const key = `${i}-${part.length}`;
        if (part.startsWith('`') && part.endsWith('`') && part.length > 2) {
          return (
            <code
              key={key}
              className="rounded bg-carbon-700/80 px-1.5 py-0.5 font-mono text-[0.85em] break-words text-ink-50"
            >
              {part.slice(1, -1)}
            </code>
          );
        }
        if (part.startsWith('**') && part.endsWith('**') && part.length > 4) {
          return (
            <strong key={key} className="font-semibold text-ink-50">
              {part.slice(2, -2)}
            </strong>
          );
        }
        const link = LINK.exec(part);
        if (link) {
          const [, label, to] = link as unknown as [string, string, string];
          return to.startsWith('/') ? (
            <Link key={key} to={to} className={linkClass}>
              {label}
            </Link>
          ) : (
            <a key={key} href={to} className={linkClass}>
              {label}
            </a>
          );
        }
        return <Fragment key={key}>{part}</Fragment>;
      })}
    </>
  );
}

export function Blocks({ blocks }: { blocks: readonly Block[] }): ReactNode {
  return blocks.map((block, i) => {
    const key = `b${i}`;
    if (typeof block === 'string') {
      return (
        <p key={key}>
          <Inline text={block} />
        </p>
      );
    }
    const items = 'steps' in block ? block.steps : block.list;
    const List = 'steps' in block ? 'ol' : 'ul';
    return (
      <List
        key={key}
        className={
          'steps' in block
            ? 'list-decimal space-y-2 pl-6 marker:font-display marker:font-bold marker:text-race-400'
            : 'list-disc space-y-2 pl-6 marker:text-race-400'
        }
      >
        {items.map((item) => (
          <li key={item} className="pl-1">
            <Inline text={item} />
          </li>
        ))}
      </List>
    );
  });
}

/** The words of some blocks without their markup, for searching. */
export function plainText(blocks: readonly Block[]): string {
  return blocks
    .flatMap((b) => (typeof b === 'string' ? [b] : 'steps' in b ? b.steps : b.list))
    .join(' ')
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/[`*]/g, '');
}
