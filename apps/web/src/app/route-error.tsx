import { MESSAGES } from '@paddock/contract';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

/** Shown when a page fails to load or render (for example a page chunk that is gone after a deploy). */
export function RouteError() {
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Container className="flex flex-1 flex-col items-start justify-center gap-6 py-20">
      <div
        role="alert"
        className="w-full max-w-xl rounded-lg border border-race-500/50 border-l-4 border-l-race-500 bg-race-500/10 px-5 py-4 font-semibold text-ink-50"
      >
        {MESSAGES.navigation.failed}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => window.location.reload()}>Try Again</Button>
        <ButtonLink to="/" variant="secondary">
          Go to Home
        </ButtonLink>
      </div>
    </Container>
  );
}
