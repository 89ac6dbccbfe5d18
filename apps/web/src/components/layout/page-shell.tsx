import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';

interface PageShellProps {
  /** Small kicker above the heading. */
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** The standard page frame: a banner with the page heading and one-line lead, then the page body. */
export function PageShell({ eyebrow, title, lead, actions, children, className }: PageShellProps) {
  return (
    <div className={clsx('flex flex-1 flex-col', className)}>
      <div className="relative overflow-hidden border-b border-carbon-800">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-0 w-2/3 [mask-image:linear-gradient(to_left,black,transparent)]"
        >
          <div className="absolute -inset-y-8 right-[14%] w-24 -skew-x-[24deg] bg-race-500/20" />
          <div className="absolute -inset-y-8 right-[8%] w-9 -skew-x-[24deg] bg-signal-400/15" />
          <div className="absolute -inset-y-8 right-[5%] w-2.5 -skew-x-[24deg] bg-pit-400/20" />
        </div>
        <Container className="relative animate-fade-up py-12 sm:py-16">
          {eyebrow && <p className="eyebrow mb-3">{eyebrow}</p>}
          <h1 className="display-heading text-4xl leading-[0.95] sm:text-5xl lg:text-6xl">{title}</h1>
          <div className="mt-4 max-w-2xl text-base leading-relaxed text-ink-300 sm:text-lg">{lead}</div>
          {actions && <div className="mt-7 flex flex-wrap gap-3">{actions}</div>}
        </Container>
      </div>
      {children && <Container className="flex-1 py-10 sm:py-14">{children}</Container>}
    </div>
  );
}
