import type { ReactNode } from 'react';

/** Heading block of an admin page: the section title and what the section is for. */
export function AdminSection({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <section className="animate-fade-up">
      <h1 className="display-heading text-3xl sm:text-4xl">{title}</h1>
      <p className="mt-3 max-w-2xl text-ink-300">{lead}</p>
      {children}
    </section>
  );
}
