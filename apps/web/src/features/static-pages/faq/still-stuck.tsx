import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The FAQ's side card: where to go when the answer is not here. */
export function StillStuck() {
  return (
    <aside
      aria-labelledby="still-stuck-heading"
      className="relative overflow-hidden rounded-xl border border-carbon-700 bg-carbon-850 p-6"
    >
      <div aria-hidden="true" className="racing-stripe absolute inset-x-0 top-0 h-[3px]" />
      <h2 id="still-stuck-heading" className="font-display text-xl font-bold tracking-wide">
        Still stuck?
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-ink-300">
        Send us a message and a real person from the team replies within 24 hours.
      </p>
      <ButtonLink to={paths.contact.path} className="mt-5 w-full">
        Contact Us
      </ButtonLink>
      <div className="mt-6 border-t border-carbon-700 pt-5 text-sm leading-relaxed text-ink-300">
        <p className="font-semibold text-ink-50">Quick install</p>
        <p className="mt-1">
          Unzip the download into <code className="font-mono text-[0.85em] text-ink-50">UserData\Liveries</code>, then
          choose <span className="font-semibold text-ink-50">Apply to a New Car</span> in the showroom.
        </p>
        <Link
          to={{ hash: 'install-livery' }}
          className="mt-2 inline-block font-semibold text-race-300 underline decoration-race-500/50 underline-offset-2 hover:text-race-400"
        >
          Full steps
        </Link>
      </div>
    </aside>
  );
}
