import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';

interface AuthLayoutProps {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** What an account gives, numbered under the lead on wide screens (hidden on phones). */
  perks?: readonly Perk[];
  children: ReactNode;
}

/**
 * The frame of the login, register and password pages: the heading beside a form card on wide
 * screens, above it on phones. One h1, the page title.
 */
export function AuthLayout({ eyebrow, title, lead, perks, children }: AuthLayoutProps) {
  return (
    <div className="relative isolate flex flex-1 overflow-hidden">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -inset-y-10 right-[22%] w-40 -skew-x-[24deg] bg-race-500/[0.09] max-lg:right-[-10%]" />
        <div className="absolute -inset-y-10 right-[15%] w-14 -skew-x-[24deg] bg-signal-400/[0.07] max-lg:hidden" />
        <div className="absolute -inset-y-10 right-[11%] w-3 -skew-x-[24deg] bg-pit-400/[0.09] max-lg:hidden" />
        <div className="absolute inset-x-0 bottom-0 h-40 bg-gradient-to-t from-carbon-950/70 to-transparent" />
      </div>
      <Container className="grid flex-1 content-center items-center gap-8 py-10 sm:py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:items-start lg:gap-20 lg:py-20">
        <div className="max-w-xl animate-fade-up lg:pt-10">
          <p className="eyebrow mb-3">{eyebrow}</p>
          <h1 className="display-heading text-4xl leading-[0.95] sm:text-5xl lg:text-6xl">{title}</h1>
          <div className="mt-4 text-base leading-relaxed text-ink-300 sm:text-lg">{lead}</div>
          {perks && (
            <div className="mt-10 max-lg:hidden">
              <PerkList items={perks} />
            </div>
          )}
        </div>
        <div className="animate-fade-up overflow-hidden rounded-xl border border-carbon-700 bg-carbon-850/95 shadow-[0_30px_60px_-30px_rgb(0_0_0/0.9)] [animation-delay:80ms]">
          <div className="racing-stripe h-1" />
          <div className="p-5 sm:p-8">{children}</div>
        </div>
      </Container>
    </div>
  );
}

/** A short list of reasons to sign in, for the wide-screen side of the auth pages. */
export interface Perk {
  title: string;
  text: string;
}

function PerkList({ items }: { items: readonly Perk[] }) {
  return (
    <ul className="grid gap-5">
      {items.map((item, index) => (
        <li key={item.title} className="flex gap-4">
          <span className="grid size-9 shrink-0 place-items-center rounded-md border border-carbon-600 bg-carbon-850 font-display text-sm font-bold text-signal-400 italic">
            {String(index + 1).padStart(2, '0')}
          </span>
          <span>
            <span className="block font-display text-lg font-bold tracking-wide uppercase italic">{item.title}</span>
            <span className="block text-sm text-ink-400">{item.text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The login page's perks: what signing in is for. */
export const LOGIN_PERKS: readonly Perk[] = [
  { title: 'Favourite', text: 'Keep a shortlist of the liveries you want on the grid.' },
  { title: 'Upload', text: 'Share your paint jobs with TGA files, screenshots and materials.' },
  { title: 'Manage', text: 'Edit or remove your liveries whenever you like.' },
];

/** The register page's perks: what an account costs and gives. */
export const REGISTER_PERKS: readonly Perk[] = [
  { title: 'Free, always', text: 'Browsing and downloading never need an account; sharing does.' },
  { title: 'Your garage', text: 'Every livery you upload in one place, ready to edit.' },
  { title: 'Your data', text: 'Export it, anonymise it or delete it from your settings at any time.' },
];
