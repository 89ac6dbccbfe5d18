import { LIVERY_INPUT_MESSAGES } from '@paddock/contract';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { ButtonLink } from '@/components/ui/button';
import { ErrorNotice, LoadingNotice } from '@/components/ui/notice';
import { href } from '@/config/paths';
import { EditLiveryForm } from '@/features/upload/components/edit-livery-form';
import { EDIT_MESSAGES } from '@/features/upload/messages';
import { isApiError } from '@/lib/api-client';
import { useLivery } from '@/lib/queries/livery';
import { useCurrentUser } from '@/lib/session/get-current-user';

/** A positive whole number from the address, or undefined (spec §5: otherwise 'Invalid ID.'). */
function parseId(raw: string | undefined): number | undefined {
  if (!raw || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}

function loadErrorMessage(error: unknown): string {
  if (isApiError(error, 404)) return EDIT_MESSAGES.notFound;
  if (isApiError(error, 400)) return EDIT_MESSAGES.invalidId;
  return EDIT_MESSAGES.loadFailed;
}

export default function EditLiveryPage() {
  const { id: rawId } = useParams();
  const id = parseId(rawId);
  const user = useCurrentUser();
  const livery = useLivery(id, { forEditing: true });

  const backToMine = (
    <ButtonLink to={href('myLiveries')} variant="secondary" size="sm">
      Back to My Liveries
    </ButtonLink>
  );

  let body: ReactNode;
  if (id === undefined) {
    body = <ErrorNotice action={backToMine}>{EDIT_MESSAGES.invalidId}</ErrorNotice>;
  } else if (livery.isPending || user.isPending) {
    body = <LoadingNotice>Loading livery…</LoadingNotice>;
  } else if (livery.isError) {
    body = <ErrorNotice action={backToMine}>{loadErrorMessage(livery.error)}</ErrorNotice>;
  } else if (!user.data || livery.data.uploader?.id !== user.data.id) {
    // Only the original uploader may edit (spec §5); the server refuses anyone else too.
    body = <ErrorNotice action={backToMine}>{LIVERY_INPUT_MESSAGES.notUploader}</ErrorNotice>;
  } else {
    body = <EditLiveryForm key={livery.data.id} livery={livery.data} />;
  }

  return (
    <PageShell
      eyebrow={id === undefined ? 'Edit' : `Livery #${id}`}
      title="Edit Livery"
      lead={
        livery.data ? (
          <>
            Editing <span className="font-semibold text-ink-50">“{livery.data.title}”</span>: title, description, car,
            tags and paint regions.
          </>
        ) : (
          'Update the title, description, car, tags and paint regions of your livery.'
        )
      }
    >
      {body}
    </PageShell>
  );
}
