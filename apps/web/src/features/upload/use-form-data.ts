import { useEffect } from 'react';
import { toast } from 'sonner';
import { isApiError } from '@/lib/api-client';
import { useCarClasses, useCarModels, useTags } from '@/lib/queries/catalogue';
import { UPLOAD_MESSAGES } from './messages';

function messageOf(error: unknown): string {
  return isApiError(error) || error instanceof Error ? error.message : String(error);
}

/**
 * The catalogue the upload and edit forms choose from: classes, the chosen class's models, tags.
 * Failures are toasted with the spec's messages (§8) once each.
 */
export function useLiveryFormData(carClassId: string) {
  const classes = useCarClasses();
  const tags = useTags();
  const models = useCarModels(carClassId ? Number(carClassId) : undefined);

  const catalogueFailed = classes.isError || tags.isError;
  useEffect(() => {
    if (catalogueFailed) toast.error(UPLOAD_MESSAGES.tagsOrClassesFailed, { id: 'livery-form-data' });
  }, [catalogueFailed]);

  const modelsError = models.isError ? messageOf(models.error) : null;
  useEffect(() => {
    if (modelsError) toast.error(UPLOAD_MESSAGES.modelsFailed(modelsError), { id: 'livery-form-models' });
  }, [modelsError]);

  return {
    classes,
    models,
    tags,
    /** Classes or tags could not be read: the form cannot be filled in. */
    catalogueFailed,
    retry: () => {
      if (classes.isError) void classes.refetch();
      if (tags.isError) void tags.refetch();
    },
  };
}

export type LiveryFormData = ReturnType<typeof useLiveryFormData>;
