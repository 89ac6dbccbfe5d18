import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** One block of the settings page: title and explanation beside (or above) a card. */
export function SettingsSection({
  id,
  icon,
  title,
  description,
  tone = 'default',
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  description: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="grid scroll-mt-24 gap-5 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)] lg:gap-12"
    >
      <div>
        <h2
          id={headingId}
          className="flex items-center gap-3 font-display text-2xl font-bold tracking-wide uppercase italic"
        >
          <span
            className={clsx(
              'grid size-9 place-items-center rounded-md [&_svg]:size-[1.1rem]',
              tone === 'danger' ? 'bg-race-500/15 text-race-400' : 'bg-carbon-700 text-signal-400',
            )}
          >
            {icon}
          </span>
          {title}
        </h2>
        <div className="mt-2 text-sm leading-relaxed text-ink-400">{description}</div>
      </div>
      <div
        className={clsx(
          'rounded-xl border bg-carbon-850/90 p-5 shadow-[0_24px_48px_-32px_rgb(0_0_0/0.9)] sm:p-7',
          tone === 'danger' ? 'border-race-500/40' : 'border-carbon-700',
        )}
      >
        {children}
      </div>
    </section>
  );
}
