import { useState } from 'react';
import { PageShell } from '@/components/layout/page-shell';
import { ContactForm } from '@/features/contact/components/contact-form';
import { ContactInfo } from '@/features/contact/components/contact-info';
import { useCurrentUser } from '@/lib/session/get-current-user';
import { readSiteSetting } from '@/lib/site-settings';

export default function ContactPage() {
  const { data: user } = useCurrentUser();
  const [contactEmail] = useState(() => readSiteSetting('paddock-contact-email'));
  return (
    <PageShell
      eyebrow="Get in touch"
      title="Contact Us"
      lead="Questions, feedback or a problem with a livery? Send us a message and we'll get back to you within 24 hours."
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-xl border border-carbon-700 bg-carbon-850/80 p-5 sm:p-8"
        >
          <h2 id="contact-form-heading" className="mb-6 font-display text-2xl font-bold tracking-wide">
            Send us a message
          </h2>
          <ContactForm user={user ?? null} />
        </section>
        <ContactInfo contactEmail={contactEmail} />
      </div>
    </PageShell>
  );
}
