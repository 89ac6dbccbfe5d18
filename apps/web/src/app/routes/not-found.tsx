import { PageShell } from '@/components/layout/page-shell';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

export default function NotFoundPage() {
  return (
    <PageShell
      eyebrow="404 · Off track"
      title="Page Not Found"
      lead="This page has gone into the gravel. It may have moved, or the link may be wrong."
      actions={
        <>
          <ButtonLink to={paths.home.path}>Back to Home</ButtonLink>
          <ButtonLink to={paths.browseLiveries.path} variant="secondary">
            Browse Liveries
          </ButtonLink>
        </>
      }
    />
  );
}
