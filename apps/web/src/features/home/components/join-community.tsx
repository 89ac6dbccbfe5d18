import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { ArrowRightIcon, UsersIcon } from '@/components/ui/icons/common-icons';
import { REVEAL_DELAYS_MS, Reveal } from '@/components/ui/reveal';
import { paths } from '@/config/paths';

export function JoinCommunity() {
  return (
    <section aria-labelledby="join-title" className="pb-20 sm:pb-24">
      <Container>
        <Reveal delay={REVEAL_DELAYS_MS[3]}>
          <div className="relative isolate overflow-hidden rounded-2xl border border-carbon-700 bg-carbon-850 px-6 py-12 sm:px-12 sm:py-14">
            <div
              aria-hidden="true"
              className="absolute inset-y-0 -right-32 -z-10 w-1/2 -skew-x-[24deg] bg-gradient-to-r from-race-500/0 via-race-500/15 to-race-500/30"
            />
            <div className="flex flex-col gap-8 md:flex-row md:items-center md:justify-between">
              <div className="max-w-xl">
                <p className="eyebrow mb-3 flex items-center gap-2">
                  <UsersIcon className="size-4" /> Free to join
                </p>
                <h2 id="join-title" className="display-heading text-4xl sm:text-5xl">
                  Join Our Community
                </h2>
                <p className="mt-4 text-ink-300">
                  Create an account to upload your liveries, keep a list of favourites and help keep the paddock clean
                  by reporting what breaks the rules.
                </p>
              </div>
              <ButtonLink to={paths.register.path} size="lg" className="self-start md:self-center">
                Register Now <ArrowRightIcon />
              </ButtonLink>
            </div>
          </div>
        </Reveal>
      </Container>
    </section>
  );
}
