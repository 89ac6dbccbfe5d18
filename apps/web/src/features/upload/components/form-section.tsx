import { clsx } from 'clsx';
import type { ReactNode } from 'react';

interface FormSectionProps {
  id: string;
  step: number;
  title: string;
  lead?: ReactNode;
  optional?: boolean;
  children: ReactNode;
  className?: string;
}

/** One numbered step of the upload or edit form (spec §2: 1 Basic Details … 5 Submit). */
export function FormSection({ id, step, title, lead, optional, children, className }: FormSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={clsx(
        'scroll-mt-24 overflow-hidden rounded-xl border border-carbon-700 bg-carbon-850/80 shadow-[0_20px_50px_-30px_rgb(0_0_0/0.8)]',
        className,
      )}
    >
      <header className="relative flex items-start gap-4 border-b border-carbon-700 bg-carbon-800/60 px-4 py-4 sm:px-6">
        <span aria-hidden="true" className="absolute inset-y-0 left-0 w-1 racing-stripe" />
        <span
          aria-hidden="true"
          className="font-display text-3xl leading-none font-extrabold text-race-500 italic tabular-nums sm:text-4xl"
        >
          {String(step).padStart(2, '0')}
        </span>
        <div className="min-w-0 flex-1">
          <h2
            id={headingId}
            className="display-heading flex flex-wrap items-center gap-x-3 gap-y-1 text-xl sm:text-2xl"
          >
            <span className="sr-only">Step {step}: </span>
            {title}
            {optional && (
              <span className="rounded-sm border border-carbon-500 px-1.5 py-0.5 font-sans text-[0.65rem] font-semibold tracking-widest text-ink-400 not-italic">
                OPTIONAL
              </span>
            )}
          </h2>
          {lead && <p className="mt-1 text-sm text-ink-400">{lead}</p>}
        </div>
      </header>
      <div className="px-4 py-5 sm:px-6 sm:py-6">{children}</div>
    </section>
  );
}
