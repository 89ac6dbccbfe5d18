import { CAR_CLASS_COLORS } from '@paddock/contract';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { ArrowRightIcon, UploadIcon } from '@/components/ui/icons/common-icons';
import { paths } from '@/config/paths';
import { HeroCar } from './hero-car';

const CLASSES = [
  { label: 'Hypercar', color: CAR_CLASS_COLORS.hypercar },
  { label: 'LMP2', color: CAR_CLASS_COLORS.lmp2 },
  { label: 'GTE', color: CAR_CLASS_COLORS.gte },
  { label: 'GT3', color: CAR_CLASS_COLORS.gt3 },
];

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden border-b border-carbon-800">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-40 right-[-10%] h-[36rem] w-[36rem] rounded-full bg-race-500/20 blur-[120px]" />
        <div className="absolute top-[-20%] right-[8%] h-[140%] w-24 -skew-x-[24deg] bg-race-500/25" />
        <div className="absolute top-[-20%] right-[1%] h-[140%] w-10 -skew-x-[24deg] bg-signal-400/20" />
        <div className="absolute top-[-20%] right-[-3%] h-[140%] w-3 -skew-x-[24deg] bg-pit-400/25" />
        <div className="absolute inset-x-0 bottom-0 h-40 bg-gradient-to-t from-carbon-900 to-transparent" />
      </div>

      <Container className="grid items-center gap-10 pt-14 pb-16 sm:pt-20 lg:grid-cols-[1.05fr_1fr] lg:gap-6 lg:pt-24 lg:pb-24">
        <div className="animate-fade-up">
          <p className="eyebrow mb-5 flex items-center gap-3">
            <span className="racing-stripe h-0.5 w-10 rounded-full" />
            <span>
              Le Mans Ultimate<span className="max-sm:hidden"> · Community liveries</span>
            </span>
          </p>
          <h1 id="hero-title" className="display-heading text-[2.9rem] leading-[0.9] sm:text-7xl lg:text-[5.25rem]">
            Bring your colours <span className="text-race-500">to Le Mans</span>
          </h1>
          <p className="mt-6 max-w-xl text-base leading-relaxed text-pretty text-ink-300 sm:text-lg">
            Find, download and share custom liveries for every Hypercar, LMP2, GTE and GT3 on the grid, painted by sim
            racers for sim racers.
          </p>
          <div className="mt-9 flex flex-wrap gap-3">
            <ButtonLink to={paths.browseLiveries.path} size="lg">
              Browse Liveries <ArrowRightIcon />
            </ButtonLink>
            <ButtonLink to={paths.uploadLivery.path} size="lg" variant="secondary">
              <UploadIcon /> Upload Yours
            </ButtonLink>
          </div>
          <ul aria-label="Car classes" className="mt-10 flex flex-wrap gap-x-5 gap-y-2">
            {CLASSES.map(({ label, color }) => (
              <li
                key={label}
                className="flex items-center gap-2 font-display text-sm font-bold tracking-widest text-ink-300 uppercase"
              >
                <span className="h-3.5 w-1.5 -skew-x-12 rounded-[1px]" style={{ backgroundColor: color }} />
                {label}
              </li>
            ))}
          </ul>
        </div>

        <div className="relative animate-fade-up [animation-delay:120ms]">
          <div
            aria-hidden="true"
            className="absolute inset-x-6 top-1/2 flex -translate-y-1/2 flex-col gap-3 opacity-60"
          >
            <span className="ml-auto h-px w-2/3 bg-gradient-to-l from-ink-400/50 to-transparent" />
            <span className="ml-auto h-px w-1/2 bg-gradient-to-l from-race-400/60 to-transparent" />
            <span className="ml-auto h-px w-3/4 bg-gradient-to-l from-ink-400/40 to-transparent" />
          </div>
          <HeroCar className="relative w-full drop-shadow-[0_30px_40px_rgb(226_29_56/0.25)]" />
        </div>
      </Container>
    </section>
  );
}
