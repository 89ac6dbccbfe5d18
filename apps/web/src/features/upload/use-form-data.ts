import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { isApiError } from '@/lib/api-client';
import { useCarClasses, useCarModels, useTags } from '@/lib/queries/catalogue';
import { type CreditValues, emptyCredit } from './lib/credit-values';
import { UPLOAD_MESSAGES } from './messages';

function messageOf(error: unknown): string {
  return isApiError(error) || error instanceof Error ? error.message : String(error);
}

/** What `setBasedOn` takes: a Paddock livery as the original, with the uploader's permission note. */
export interface BasedOnChoice {
  liveryId: number;
  title: string;
  authorName: string | null;
  note?: string;
}

/**
 * The credit section's state (issue 36 §4), kept here rather than in the form's fields so any part
 * of the upload page (the credit section, a warning that the texture looks like another member's
 * livery) can set it: `setBasedOn` names a Paddock original, `creditChanged` tells the edit whether
 * to send the credit at all (left untouched, the stored credit stays as it is).
 */
function useCreditState(initial: () => CreditValues) {
  const [credit, setCreditValues] = useState(initial);
  const [changed, setChanged] = useState(false);
  const setCredit = useCallback((next: CreditValues | ((current: CreditValues) => CreditValues)) => {
    setCreditValues(next);
    setChanged(true);
  }, []);
  const setBasedOn = useCallback(
    ({ liveryId, title, authorName, note }: BasedOnChoice) =>
      setCredit((current) => ({
        ...current,
        source: 'paddock',
        original: { id: liveryId, title, authorName },
        note: note ?? current.note,
      })),
    [setCredit],
  );
  // The switch is not part of the credit: flipping it alone sends no credit on the edit.
  const setAllowDerivatives = useCallback(
    (allowDerivatives: boolean) => setCreditValues((current) => ({ ...current, allowDerivatives })),
    [],
  );
  const resetCredit = useCallback((next: CreditValues = emptyCredit()) => {
    setCreditValues(next);
    setChanged(false);
  }, []);
  return { credit, setCredit, setBasedOn, setAllowDerivatives, resetCredit, creditChanged: changed };
}

/**
 * The catalogue the upload and edit forms choose from: classes, the chosen class's models, tags;
 * and the credit section's state (`initialCredit`: a saved livery's, on the edit).
 * Failures are toasted with the spec's messages (§8) once each.
 */
export function useLiveryFormData(carClassId: string, initialCredit: () => CreditValues = emptyCredit) {
  const credit = useCreditState(initialCredit);
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
    ...credit,
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
