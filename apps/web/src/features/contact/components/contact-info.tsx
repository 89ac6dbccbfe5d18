import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons/icon';
import { paths } from '@/config/paths';

const linkClass = 'font-semibold text-race-300 underline decoration-race-500/50 underline-offset-2 hover:text-race-400';

/** Contact information beside the form: address, reply time, and where else to look. */
export function ContactInfo({ contactEmail }: { contactEmail: string | null }) {
  return (
    <div className="flex flex-col gap-4">
      <InfoCard icon={<MailIcon />} title="Email">
        {contactEmail ? (
          <>
            <p>Prefer your own mail app? Write to</p>
            <a href={`mailto:${contactEmail}`} className={`${linkClass} inline-block [overflow-wrap:anywhere]`}>
              {contactEmail}
            </a>
          </>
        ) : (
          <p>The form reaches the whole Paddock team directly; no mail app needed.</p>
        )}
      </InfoCard>
      <InfoCard icon={<ClockIcon />} title="Response time">
        <p>We reply within 24 hours, usually much sooner.</p>
      </InfoCard>
      <InfoCard icon={<HelpIcon />} title="Quick answers">
        <p>Installing a livery, file sizes, your account: the most common questions are answered in the FAQ.</p>
        <ButtonLink to={paths.faq.path} variant="secondary" size="sm" className="mt-3">
          Read the FAQ
        </ButtonLink>
      </InfoCard>
      <p className="px-1 text-sm leading-relaxed text-ink-400">
        Reporting a livery? Use <span className="font-semibold text-ink-200">Report</span> on its page: it goes straight
        to our moderators.
      </p>
    </div>
  );
}

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="flex gap-4 rounded-xl border border-carbon-700 bg-carbon-850 p-5">
      <span
        aria-hidden="true"
        className="grid size-10 shrink-0 place-items-center rounded-lg bg-race-500/15 text-race-400 [&_svg]:size-5"
      >
        {icon}
      </span>
      <div className="min-w-0 text-sm leading-relaxed text-ink-300">
        <h2 className="mb-1 font-display text-lg font-bold tracking-wide text-ink-50">{title}</h2>
        {children}
      </div>
    </section>
  );
}

const MailIcon = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
  </Icon>
);
const ClockIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Icon>
);
const HelpIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M9.6 9.5a2.5 2.5 0 1 1 3.4 2.3c-.6.3-1 .8-1 1.5v.4M12 16.8h.01" />
  </Icon>
);
