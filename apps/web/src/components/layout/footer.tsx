import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { ExternalLinkIcon } from '@/components/ui/icons/common-icons';
import { DiscordIcon, InstagramIcon, TwitchIcon, XIcon, YouTubeIcon } from '@/components/ui/icons/social-icons';
import { paths } from '@/config/paths';
import { Logo } from './logo';

const GAME_SITE = 'https://www.lemansultimate.com';
const SOCIAL_ICONS = [
  { name: 'Discord', Icon: DiscordIcon },
  { name: 'YouTube', Icon: YouTubeIcon },
  { name: 'Twitch', Icon: TwitchIcon },
  { name: 'Instagram', Icon: InstagramIcon },
  { name: 'X', Icon: XIcon },
];

const linkClass = 'inline-flex items-center gap-1.5 rounded text-sm text-ink-300 transition-colors hover:text-ink-50';

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className="eyebrow mb-4 text-ink-400">{title}</h2>
      <ul className="flex flex-col gap-2.5">{children}</ul>
    </nav>
  );
}

export function Footer() {
  const year = new Date().getFullYear();

  return (
    <footer className="relative mt-auto border-t border-carbon-700 bg-carbon-950/80">
      <div className="racing-stripe absolute inset-x-0 top-0 h-px opacity-60" />
      <Container className="grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-[1.6fr_1fr_1fr]">
        <div className="col-span-2 max-w-sm lg:col-span-1">
          <Logo />
          <p className="mt-4 text-sm leading-relaxed text-ink-300">
            The community garage for Le Mans Ultimate liveries. Find a paint scheme for every Hypercar, LMP2, GTE and
            GT3 on the grid, or share your own with sim racers around the world.
          </p>
          {/* The community channels have no addresses yet, so these stay decorative rather than dead links. */}
          <ul aria-hidden="true" className="mt-6 flex gap-2">
            {SOCIAL_ICONS.map(({ name, Icon }) => (
              <li
                key={name}
                className="grid size-9 place-items-center rounded-md border border-carbon-700 text-ink-400"
              >
                <Icon className="size-4" />
              </li>
            ))}
          </ul>
        </div>

        <FooterColumn title="Navigation">
          <li>
            <Link to={paths.home.path} className={linkClass}>
              Home
            </Link>
          </li>
          <li>
            <Link to={paths.browseLiveries.path} className={linkClass}>
              Browse Liveries
            </Link>
          </li>
          <li>
            <Link to={paths.uploadLivery.path} className={linkClass}>
              Upload Livery
            </Link>
          </li>
          <li>
            <Link to={paths.faq.path} className={linkClass}>
              FAQ
            </Link>
          </li>
        </FooterColumn>

        <FooterColumn title="Resources">
          <li>
            <Link to={paths.privacyPolicy.path} className={linkClass}>
              Privacy Policy
            </Link>
          </li>
          <li>
            <Link to={paths.termsOfService.path} className={linkClass}>
              Terms of Service
            </Link>
          </li>
          <li>
            <Link to={paths.contact.path} className={linkClass}>
              Contact Us
            </Link>
          </li>
          <li>
            <a href={GAME_SITE} target="_blank" rel="noopener noreferrer" className={linkClass}>
              Le Mans Ultimate
              <ExternalLinkIcon className="size-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        </FooterColumn>
      </Container>

      <div className="border-t border-carbon-800">
        <Container className="flex flex-col gap-2 py-5 text-xs text-ink-500 sm:flex-row sm:items-center sm:justify-between">
          <p>© {year} Paddock</p>
          <p>A fan-made community site, not affiliated with the makers of Le Mans Ultimate.</p>
        </Container>
      </div>
    </footer>
  );
}
