import { TEXTURE_MATCH_MESSAGES, TIMINGS } from '@paddock/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ErrorNotice } from '@/components/ui/notice';
import { liveryDetailPath } from '@/config/livery-path';
import { creditErrors, emptyCredit, toCreditFields } from '../lib/credit-values';
import type { UploadFormValues } from '../lib/form-values';
import { emptyUploadValues, nameOf } from '../lib/form-values';
import { joinMessages } from '../lib/join-messages';
import { toRegionInputs, withMaterial } from '../lib/region-values';
import { useWarnBeforeUnload } from '../lib/use-warn-before-unload';
import { issuesResolver, validateUpload } from '../lib/validate';
import { UPLOAD_MESSAGES } from '../messages';
import { useFlatPreview } from '../use-flat-preview';
import { useLiveryFormData } from '../use-form-data';
import { closestMatch, useTextureMatches } from '../use-texture-matches';
import { useUploadLivery, useUploadPhase } from '../use-upload-livery';
import { type BasedOnDeclaration, CopyWarning } from './copy-warning';
import { CreditSection } from './credit-section';
import { FormSection } from './form-section';
import { LiveryDetailsFields } from './livery-details-fields';
import { RegionsAndTagsSections } from './regions-and-tags-sections';
import { releaseScreenshots } from './screenshots-field';
import { SubmitSection } from './submit-section';
import { UploadChecklist } from './upload-checklist';
import { UploadFilesSection } from './upload-files-section';

const resolver = issuesResolver(validateUpload);

/** The upload page's form (spec §2 "Upload livery"): five numbered sections, prepared and sent with progress. */
export function UploadLiveryForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<UploadFormValues>({ defaultValues: emptyUploadValues(), resolver });
  const { control, handleSubmit, watch, reset, getValues, setValue, formState } = form;
  const values = watch();
  const flat = useFlatPreview(values.liveryTga, values.regionTga);
  const counted = flat.overlay.status === 'ready' ? flat.overlay.shares : null;
  const data = useLiveryFormData(values.carClassId);
  const { store, upload, cancel } = useUploadLivery();
  const phase = useUploadPhase(store);
  const busy = phase === 'preparing' || phase === 'uploading';
  const [redirect, setRedirect] = useState<string | null>(null);
  // A new generation after a reset clears the file fields' own state (a refusal message).
  const [generation, setGeneration] = useState(0);
  const progressRef = useRef<HTMLDivElement>(null);
  // Issue 36 point 3: is the chosen texture a near copy of another member's livery?
  const matches = useTextureMatches(values.liveryTga?.file ?? null);
  // The warning's "based on" is the credit section's Paddock original (one credit, two ways in).
  const basedOn: BasedOnDeclaration | null =
    data.credit.source === 'paddock' && data.credit.original
      ? { liveryId: data.credit.original.id, title: data.credit.original.title, note: data.credit.note }
      : null;
  const undeclare = () =>
    data.setCredit((current) => ({ ...emptyCredit(), allowDerivatives: current.allowDerivatives }));
  // The credit's messages show once the form was sent, as react-hook-form's fields do.
  const [creditTried, setCreditTried] = useState(false);
  const creditProblems = creditErrors(data.credit);

  // Previews are object URLs: let them go when the page does.
  useEffect(() => () => releaseScreenshots(getValues('screenshots')), [getValues]);

  useEffect(() => {
    if (!redirect) return;
    const timer = window.setTimeout(() => void navigate(redirect), TIMINGS.uploadRedirectMs);
    return () => window.clearTimeout(timer);
  }, [redirect, navigate]);

  // The region map's counted colours: a colour it lacks takes no material (issue 18).
  useEffect(() => {
    setValue('regionShares', counted);
    if (!counted) return;
    const regions = getValues('regions');
    if (regions.some((r) => r.material && counted[r.regionName as keyof typeof counted] === 0)) {
      setValue(
        'regions',
        regions.map((r) => (counted[r.regionName as keyof typeof counted] === 0 ? withMaterial(r, null) : r)),
      );
    }
  }, [counted, setValue, getValues]);

  // Closing the tab mid-upload loses the work: ask first.
  useWarnBeforeUnload(busy);

  const onValid = async (valid: UploadFormValues) => {
    if (!valid.liveryTga || !valid.regionTga) return;
    if (Object.keys(creditProblems).length > 0) return onInvalid();
    requestAnimationFrame(() => progressRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' }));
    const { closest, declared } = closestMatch(matches, basedOn);
    const created = await upload({
      flat: await flat.settle(),
      details: {
        title: valid.title,
        carClassName: nameOf(data.classes.data, valid.carClassId),
        carModelName: nameOf(data.models.data, valid.carModelId),
        description: valid.description,
        tagIds: valid.tagIds,
        regionConfigurations: toRegionInputs(valid.regions),
        ...toCreditFields(data.credit),
      },
      livery: valid.liveryTga.file,
      regionMap: valid.regionTga.file,
      screenshots: valid.screenshots.map((item) => item.file),
    });
    if (!created) return;
    toast.success(UPLOAD_MESSAGES.uploaded(created.title));
    if (closest && !declared) toast.info(TEXTURE_MATCH_MESSAGES.review(closest.title));
    void queryClient.invalidateQueries({ queryKey: ['liveries'] });
    releaseScreenshots(valid.screenshots);
    reset(emptyUploadValues());
    data.resetCredit();
    setCreditTried(false);
    setGeneration((g) => g + 1);
    setRedirect(liveryDetailPath(created.id, created.title));
  };

  const onInvalid = () => {
    setCreditTried(true);
    const messages = [...validateUpload(getValues()).map((issue) => issue.message), ...Object.values(creditProblems)];
    toast.error(joinMessages(messages), { id: 'upload-validation' });
  };

  const errors = formState.errors;
  const locked = busy || redirect !== null;

  return (
    <FormProvider {...form}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_16rem] xl:grid-cols-[minmax(0,1fr)_18rem]">
        <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} aria-busy={busy} className="min-w-0">
          {data.catalogueFailed && (
            <ErrorNotice
              className="mb-6"
              action={
                <Button variant="secondary" size="sm" onClick={data.retry}>
                  Try Again
                </Button>
              }
            >
              {UPLOAD_MESSAGES.formDataFailed}
            </ErrorNotice>
          )}

          <fieldset disabled={locked} className="grid min-w-0 gap-6">
            <legend className="sr-only">Upload a livery</legend>

            <FormSection
              id="section-details"
              step={1}
              title="Basic Details"
              lead="Name your livery and pick the car it is painted for."
            >
              <LiveryDetailsFields data={data} disabled={locked} />
            </FormSection>

            <UploadFilesSection
              control={control}
              values={values}
              errors={errors}
              generation={generation}
              disabled={locked}
              regionCheck={flat.overlay}
            />

            <CopyWarning
              state={matches}
              declared={basedOn}
              onDeclareBasedOn={(match, note) =>
                data.setBasedOn({ liveryId: match.liveryId, title: match.title, authorName: match.authorName, note })
              }
              onUndeclare={undeclare}
              onCancelUpload={() => {
                setValue('liveryTga', null);
                undeclare();
                setGeneration((g) => g + 1);
              }}
            />

            <RegionsAndTagsSections
              data={data}
              disabled={locked}
              regionShares={values.regionShares}
              leads={{
                regions:
                  "The material of each colour in your region map, as you will assign it in the game's showroom.",
                tags: 'Help others find it: pick what fits.',
              }}
            />

            <CreditSection step={5} data={data} errors={creditTried ? creditProblems : {}} disabled={locked} />
          </fieldset>

          <SubmitSection
            progressRef={progressRef}
            store={store}
            phase={phase}
            onCancel={cancel}
            redirect={redirect}
            busy={busy}
            locked={locked}
          />
        </form>

        <aside className="hidden lg:block">
          <div className="sticky top-24">
            <UploadChecklist values={values} phase={phase} credit={data.credit} />
          </div>
        </aside>
      </div>
    </FormProvider>
  );
}
