import { PageShell } from '@/components/layout/page-shell';
import { FaqBrowser } from '@/features/static-pages/faq/faq-browser';
import { StillStuck } from '@/features/static-pages/faq/still-stuck';

export default function FaqPage() {
  return (
    <PageShell
      eyebrow="Help"
      title="Frequently Asked Questions"
      lead="Finding, installing and uploading liveries, answered. Search or pick a category."
    >
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        <FaqBrowser />
        <div className="lg:sticky lg:top-24">
          <StillStuck />
        </div>
      </div>
    </PageShell>
  );
}
