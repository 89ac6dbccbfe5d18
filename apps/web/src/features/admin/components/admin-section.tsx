import type { ReactNode } from 'react';

interface AdminSectionProps {
  title: string;
  lead: string;
  /** Buttons or counters shown beside the title (Refresh, Create User, report counters...). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** Heading block of an admin page: the section title, what the section is for, then the page. */
export function AdminSection({ title, lead, actions, children }: AdminSectionProps) {
  return (
    <section className="animate-fade-up">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="display-heading text-3xl sm:text-4xl">{title}</h1>
          <p className="mt-2 max-w-2xl text-ink-300">{lead}</p>
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      {children && <div className="mt-6 flex flex-col gap-5">{children}</div>}
    </section>
  );
}
