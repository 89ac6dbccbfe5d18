import { PageShell } from '@/components/layout/page-shell';
import { type Block, Blocks } from '../rich-text';

export const LEGAL_LAST_UPDATED = 'June 2025';

export interface LegalSection {
  id: string;
  title: string;
  blocks: readonly Block[];
}

interface LegalDocumentProps {
  title: string;
  summary: string;
  sections: readonly LegalSection[];
}

/** A legal page: heading with the date, a table of contents beside numbered, readable sections. */
export function LegalDocument({ title, summary, sections }: LegalDocumentProps) {
  return (
    <PageShell
      eyebrow="Legal"
      title={title}
      lead={
        <>
          <p>{summary}</p>
          <p className="mt-3 text-sm text-ink-400">
            Last updated <time dateTime="2025-06">{LEGAL_LAST_UPDATED}</time>
          </p>
        </>
      }
    >
      <div className="grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start">
        <nav
          aria-label="On this page"
          className="rounded-xl border border-carbon-700 bg-carbon-850/70 p-5 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-8rem)] lg:overflow-y-auto"
        >
          <h2 className="eyebrow mb-3">On this page</h2>
          <ol className="space-y-1.5 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex gap-2 rounded py-0.5 text-ink-300 transition-colors hover:text-ink-50"
                >
                  <span className="w-5 shrink-0 text-right font-display font-bold text-ink-500 tabular-nums">
                    {index + 1}.
                  </span>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl space-y-10">
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
              <h2
                id={`${section.id}-title`}
                className="flex items-baseline gap-3 border-b border-carbon-700 pb-2 font-display text-2xl font-bold tracking-wide"
              >
                <span className="text-race-400 tabular-nums">{index + 1}.</span>
                {section.title}
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed text-ink-200">
                <Blocks blocks={section.blocks} />
              </div>
            </section>
          ))}
        </article>
      </div>
    </PageShell>
  );
}

/** How to reach us: the contact form, plus the e-mail address when the site has one configured. */
export function contactLine(contactEmail: string | null): string {
  return contactEmail
    ? `through the [contact form](/contact) or by e-mail to [${contactEmail}](mailto:${contactEmail})`
    : 'through the [contact form](/contact)';
}
