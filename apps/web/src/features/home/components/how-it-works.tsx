import { Container } from '@/components/ui/container';
import { BrushIcon, DownloadIcon, FolderIcon, SearchIcon } from '@/components/ui/icons/common-icons';
import { REVEAL_DELAYS_MS, Reveal } from '@/components/ui/reveal';

const STEPS = [
  {
    title: 'Find a Livery',
    text: 'Search by title or painter, or browse by car class, model and tag.',
    Icon: SearchIcon,
  },
  {
    title: 'Download',
    text: 'Grab the livery and its region map as one zip with a single click.',
    Icon: DownloadIcon,
  },
  {
    title: 'Install',
    text: 'Put the TGA files in your UserData\\Liveries folder, then assign the materials in the in-game showroom.',
    Icon: FolderIcon,
  },
  {
    title: 'Share Yours',
    text: 'Upload your own design with screenshots so the whole grid can run your colours.',
    Icon: BrushIcon,
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works-title" className="py-20 sm:py-24">
      <Container>
        <Reveal delay={REVEAL_DELAYS_MS[1]}>
          <p className="eyebrow mb-3">From paddock to grid</p>
          <h2 id="how-it-works-title" className="display-heading text-4xl sm:text-5xl">
            How It Works
          </h2>
        </Reveal>
        <Reveal delay={REVEAL_DELAYS_MS[2]}>
          <ol className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map(({ title, text, Icon }, index) => (
              <li
                key={title}
                className="group relative overflow-hidden rounded-xl border border-carbon-700 bg-carbon-850/70 p-6 transition-colors hover:border-carbon-500"
              >
                <span
                  aria-hidden="true"
                  className="display-heading absolute -top-3 right-3 text-7xl text-carbon-700/70 transition-colors group-hover:text-race-500/20"
                >
                  {String(index + 1).padStart(2, '0')}
                </span>
                <span className="relative grid size-11 place-items-center rounded-lg bg-race-500/15 text-race-400 ring-1 ring-race-500/30">
                  <Icon className="size-5" />
                </span>
                <h3 className="relative mt-5 text-xl font-bold tracking-wide">{title}</h3>
                <p className="relative mt-2 text-sm leading-relaxed text-ink-300">{text}</p>
              </li>
            ))}
          </ol>
        </Reveal>
      </Container>
    </section>
  );
}
