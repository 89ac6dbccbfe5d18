import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { CheckIcon } from './icons';

export interface ChecklistItem {
  href: string;
  step: number;
  label: string;
  detail: ReactNode;
  done: boolean;
  optional?: boolean;
}

/** A sticky outline of the form's sections with what is still missing (wide screens only). */
export function FormChecklist({ items, title }: { items: ChecklistItem[]; title: string }) {
  return (
    <nav aria-label={title} className="rounded-xl border border-carbon-700 bg-carbon-850/80 p-4">
      <p className="eyebrow mb-3">{title}</p>
      <ol className="grid gap-1">
        {items.map((item) => (
          <li key={item.href}>
            <a
              href={item.href}
              className="group flex items-start gap-3 rounded-md px-2 py-2 transition-colors hover:bg-carbon-700/60"
            >
              <span
                aria-hidden="true"
                className={clsx(
                  'mt-0.5 grid size-6 shrink-0 place-items-center rounded-full border font-display text-xs font-bold',
                  item.done
                    ? 'border-pit-400/60 bg-pit-400/15 text-pit-300'
                    : 'border-carbon-500 text-ink-400 group-hover:border-ink-400',
                )}
              >
                {item.done ? <CheckIcon className="size-3.5" /> : item.step}
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-ink-100">
                  {item.label}
                  <span className="sr-only">{item.done ? ' (done)' : item.optional ? ' (optional)' : ' (to do)'}</span>
                </span>
                <span className="block text-xs text-ink-400">{item.detail}</span>
              </span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
