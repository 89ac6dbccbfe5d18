import { LIVERY_ZIP_ENTRIES, type LiveryDetail, MESSAGES, TIMINGS } from '@paddock/contract';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button, ButtonLink } from '@/components/ui/button';
import { DownloadIcon } from '@/components/ui/icons/common-icons';
import { ErrorNotice } from '@/components/ui/notice';
import { liveryDetailPath } from '@/config/livery-path';
import { href } from '@/config/paths';
import { useUpdateLivery } from '../api/update-livery';
import { creditErrors, creditFromLivery, toCreditFields } from '../lib/credit-values';
import { type EditFormValues, findOption, nameOf } from '../lib/form-values';
import { joinMessages } from '../lib/join-messages';
import { regionsFromConfigurations, toRegionInputs } from '../lib/region-values';
import { formatBytes } from '../lib/tga-file';
import { editErrorMessage } from '../lib/upload-error';
import { issuesResolver, validateEdit } from '../lib/validate';
import { EDIT_MESSAGES, UPLOAD_MESSAGES } from '../messages';
import { useLiveryFormData } from '../use-form-data';
import { CreditSection } from './credit-section';
import { FormSection } from './form-section';
import { ZipIcon } from './icons';
import { LiveryDetailsFields } from './livery-details-fields';
import { RegionsAndTagsSections } from './regions-and-tags-sections';

/** The form values of a saved livery; class and model are chosen once their lists arrive. */
export function valuesFromLivery(livery: LiveryDetail): EditFormValues {
  return {
    title: livery.title,
    description: livery.description,
    carClassId: '',
    carModelId: '',
    tagIds: livery.tags.map((tag) => tag.id),
    regions: regionsFromConfigurations(livery.regionConfigurations),
  };
}

/** Edit livery (spec §2): details, tags and regions; the files are shown, not replaced. */
export function EditLiveryForm({ livery }: { livery: LiveryDetail }) {
  const navigate = useNavigate();
  // A colour the livery's region map lacks (0 %) takes no material (issue 18).
  const [resolver] = useState(() => issuesResolver<EditFormValues>((v) => validateEdit(v, livery.regionShares)));
  const form = useForm<EditFormValues>({ defaultValues: valuesFromLivery(livery), resolver });
  const { handleSubmit, watch, getValues, reset, formState } = form;
  const carClassId = watch('carClassId');
  const data = useLiveryFormData(carClassId, () => creditFromLivery(livery));
  // Issue 36: the credit's messages show once a save was tried; an untouched credit is not sent.
  const [creditTried, setCreditTried] = useState(false);
  const creditProblems = data.creditChanged ? creditErrors(data.credit) : {};
  const mutation = useUpdateLivery(livery.id);
  const preselected = useRef({ carClass: false, carModel: false });

  // Pre-select the saved class, then its model, by name once each list has loaded.
  useEffect(() => {
    if (preselected.current.carClass || !data.classes.data) return;
    preselected.current.carClass = true;
    const match = findOption(data.classes.data, livery.carClassName, livery.carClassId);
    if (match) reset({ ...getValues(), carClassId: String(match.id) }, { keepDirty: false });
  }, [data.classes.data, livery, getValues, reset]);

  useEffect(() => {
    if (preselected.current.carModel || !preselected.current.carClass || !carClassId || !data.models.data) return;
    preselected.current.carModel = true;
    const match = findOption(data.models.data, livery.carModelName, livery.carModelId);
    if (match) reset({ ...getValues(), carModelId: String(match.id) }, { keepDirty: false });
  }, [data.models.data, carClassId, livery, getValues, reset]);

  const onValid = (values: EditFormValues) => {
    if (Object.keys(creditProblems).length > 0) return onInvalid();
    mutation.mutate(
      {
        title: values.title.trim(),
        description: values.description.trim(),
        carClassName: nameOf(data.classes.data, values.carClassId),
        carModelName: nameOf(data.models.data, values.carModelId),
        tagIds: values.tagIds,
        regionConfigurations: toRegionInputs(values.regions),
        // Sent only when changed: the stored credit (say of an original since deleted) stays as it is.
        ...(data.creditChanged ? toCreditFields(data.credit) : {}),
        allowDerivatives: data.credit.allowDerivatives,
      },
      {
        onSuccess: (updated) => {
          reset(getValues());
          data.resetCredit(creditFromLivery(updated));
          setCreditTried(false);
          toast.success(EDIT_MESSAGES.updated, {
            duration: TIMINGS.editToastMs,
            action: { label: 'View Livery', onClick: () => void navigate(liveryDetailPath(updated.id, updated.title)) },
            cancel: { label: 'My Liveries', onClick: () => void navigate(href('myLiveries')) },
          });
        },
        onError: (error) => {
          toast.error(editErrorMessage(error, EDIT_MESSAGES.updateFailed, MESSAGES.common.unexpected));
        },
      },
    );
  };

  const onInvalid = () => {
    setCreditTried(true);
    const messages = validateEdit(getValues(), livery.regionShares).map((issue) => issue.message);
    toast.error(joinMessages([...messages, ...Object.values(creditProblems)]), { id: 'edit-validation' });
  };

  const saving = mutation.isPending;

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={handleSubmit(onValid, onInvalid)}
        aria-busy={saving}
        className="mx-auto grid max-w-5xl gap-6"
      >
        {data.catalogueFailed && (
          <ErrorNotice
            action={
              <Button variant="secondary" size="sm" onClick={data.retry}>
                Try Again
              </Button>
            }
          >
            {UPLOAD_MESSAGES.formDataFailed}
          </ErrorNotice>
        )}
        <fieldset disabled={saving} className="grid min-w-0 gap-6">
          <legend className="sr-only">Edit {livery.title}</legend>

          <FormSection id="section-details" step={1} title="Basic Details">
            <LiveryDetailsFields data={data} disabled={saving} />
          </FormSection>

          <FormSection
            id="section-files"
            step={2}
            title="Files"
            lead="Files stay as uploaded. To change them, upload the livery again."
          >
            <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_auto] md:items-center">
              <div className="flex items-center gap-4 rounded-lg border border-carbon-600 bg-carbon-900/60 p-4">
                <span
                  aria-hidden="true"
                  className="grid size-12 shrink-0 place-items-center rounded-lg bg-carbon-700 text-2xl text-ink-200"
                >
                  <ZipIcon />
                </span>
                <dl className="min-w-0 text-sm">
                  <dt className="sr-only">Contents</dt>
                  <dd className="truncate font-semibold text-ink-50">
                    {LIVERY_ZIP_ENTRIES.livery} + {LIVERY_ZIP_ENTRIES.regionMap}
                  </dd>
                  <dt className="sr-only">Size</dt>
                  <dd className="text-ink-400 tabular-nums">Zip · {formatBytes(livery.fileSize)}</dd>
                </dl>
              </div>
              <a
                href={livery.liveryFileUrl}
                download
                className="inline-flex h-10 items-center justify-center gap-2 rounded-md border border-carbon-500 bg-carbon-800/60 px-4 text-sm font-semibold text-ink-50 transition-colors hover:border-ink-400 hover:bg-carbon-700 [&_svg]:size-4"
              >
                <DownloadIcon />
                Current file
              </a>
            </div>
            {livery.screenshots.length > 0 && (
              <ul className="mt-5 grid grid-cols-3 gap-3 sm:grid-cols-5" aria-label="Screenshots">
                {livery.screenshots.map((shot, index) => (
                  <li
                    key={shot.id}
                    className="relative overflow-hidden rounded-md border border-carbon-600 bg-carbon-900"
                  >
                    <img
                      src={shot.thumbnailUrl}
                      alt={`Screenshot ${index + 1}`}
                      loading="lazy"
                      className="aspect-video w-full object-cover"
                    />
                    {index === 0 && (
                      <span className="absolute top-1 left-1 rounded-sm bg-race-500 px-1 py-0.5 font-display text-[0.6rem] font-bold tracking-widest text-white uppercase">
                        Primary
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </FormSection>

          <RegionsAndTagsSections data={data} disabled={saving} regionShares={livery.regionShares} />

          <CreditSection
            step={5}
            data={data}
            errors={creditTried ? creditProblems : {}}
            liveryId={livery.id}
            disabled={saving}
          />
        </fieldset>

        <FormSection id="section-submit" step={6} title="Save">
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" size="lg" disabled={saving} className="min-w-44">
              {saving ? 'Saving…' : 'Save Changes'}
            </Button>
            <ButtonLink to={liveryDetailPath(livery.id, livery.title)} variant="ghost" size="lg">
              View Livery
            </ButtonLink>
            {(formState.isDirty || data.creditChanged || data.credit.allowDerivatives !== livery.allowDerivatives) &&
              !saving && <p className="text-xs text-signal-300">You have unsaved changes.</p>}
          </div>
        </FormSection>
      </form>
    </FormProvider>
  );
}
