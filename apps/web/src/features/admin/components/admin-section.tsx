import type { ReactNode } from 'react';

/** Heading block of an admin page: the section title, what it is for, optional header buttons, then the page. */
export function AdminSection({
  title,
  lead,
  actions,
  children,
}: {
  title: string;
  lead: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="animate-fade-up">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="display-heading text-3xl sm:text-4xl">{title}</h1>
          <p className="mt-3 max-w-2xl text-ink-300">{lead}</p>
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children && <div className="mt-8 space-y-6">{children}</div>}
    </section>
  );
}
