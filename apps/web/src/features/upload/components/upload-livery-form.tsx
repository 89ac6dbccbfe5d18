import { LIMITS, LIVERY_ZIP_ENTRIES, TIMINGS } from '@paddock/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { UploadIcon } from '@/components/ui/icons/common-icons';
import { ErrorNotice } from '@/components/ui/notice';
import { liveryDetailPath } from '@/config/livery-path';
import type { UploadFormValues } from '../lib/form-values';
import { nameOf } from '../lib/form-values';
import { joinMessages } from '../lib/join-messages';
import { emptyRegions, toRegionInputs } from '../lib/region-values';
import { issuesResolver, validateUpload } from '../lib/validate';
import { UPLOAD_MESSAGES } from '../messages';
import { useLiveryFormData } from '../use-form-data';
import { useUploadLivery, useUploadPhase } from '../use-upload-livery';
import { FormSection } from './form-section';
import { LiveryDetailsFields } from './livery-details-fields';
import { RegionsAndTagsSections } from './regions-and-tags-sections';
import { releaseScreenshots, ScreenshotsField } from './screenshots-field';
import { TgaFileField } from './tga-file-field';
import { UploadChecklist } from './upload-checklist';
import { UploadProgressPanel } from './upload-progress';

export function emptyUploadValues(): UploadFormValues {
  return {
    title: '',
    description: '',
    carClassId: '',
    carModelId: '',
    tagIds: [],
    regions: emptyRegions(),
    liveryTga: null,
    regionTga: null,
    screenshots: [],
  };
}

const resolver = issuesResolver(validateUpload);

/** The upload page's form (spec §2 "Upload livery"): five numbered sections, prepared and sent with progress. */
export function UploadLiveryForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<UploadFormValues>({ defaultValues: emptyUploadValues(), resolver });
  const { control, handleSubmit, watch, reset, getValues, formState } = form;
  const values = watch();
  const data = useLiveryFormData(values.carClassId);
  const { store, upload, cancel } = useUploadLivery();
  const phase = useUploadPhase(store);
  const busy = phase === 'preparing' || phase === 'uploading';
  const [redirect, setRedirect] = useState<string | null>(null);
  // A new generation after a reset clears the file fields' own state (a refusal message).
  const [generation, setGeneration] = useState(0);
  const progressRef = useRef<HTMLDivElement>(null);

  // Previews are object URLs: let them go when the page does.
  useEffect(() => () => releaseScreenshots(getValues('screenshots')), [getValues]);

  useEffect(() => {
    if (!redirect) return;
    const timer = window.setTimeout(() => void navigate(redirect), TIMINGS.uploadRedirectMs);
    return () => window.clearTimeout(timer);
  }, [redirect, navigate]);

  // Closing the tab mid-upload loses the work: ask first.
  useEffect(() => {
    if (!busy) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [busy]);

  const onValid = async (valid: UploadFormValues) => {
    if (!valid.liveryTga || !valid.regionTga) return;
    requestAnimationFrame(() => progressRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' }));
    const created = await upload({
      details: {
        title: valid.title,
        carClassName: nameOf(data.classes.data, valid.carClassId),
        carModelName: nameOf(data.models.data, valid.carModelId),
        description: valid.description,
        tagIds: valid.tagIds,
        regionConfigurations: toRegionInputs(valid.regions),
      },
      livery: valid.liveryTga.file,
      regionMap: valid.regionTga.file,
      screenshots: valid.screenshots.map((item) => item.file),
    });
    if (!created) return;
    toast.success(UPLOAD_MESSAGES.uploaded(created.title));
    void queryClient.invalidateQueries({ queryKey: ['liveries'] });
    releaseScreenshots(valid.screenshots);
    reset(emptyUploadValues());
    setGeneration((g) => g + 1);
    setRedirect(liveryDetailPath(created.id, created.title));
  };

  const onInvalid = () => {
    toast.error(joinMessages(validateUpload(getValues()).map((issue) => issue.message)), {
      id: 'upload-validation',
    });
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

            <FormSection
              id="section-files"
              step={2}
              title="Upload Files"
              lead={
                <>
                  Your <span className="font-mono text-ink-300">{LIVERY_ZIP_ENTRIES.livery}</span> and{' '}
                  <span className="font-mono text-ink-300">{LIVERY_ZIP_ENTRIES.regionMap}</span>, zipped in your browser
                  before they are sent, plus screenshots.
                </>
              }
            >
              <div className="grid gap-5">
                <div className="grid gap-4 md:grid-cols-2">
                  <Controller
                    control={control}
                    name="liveryTga"
                    render={({ field }) => (
                      <TgaFileField
                        key={`livery-${generation}`}
                        ref={field.ref}
                        kind="livery"
                        label="Livery TGA"
                        hint="The painted texture, e.g. customskin.tga (4096 × 4096, 24 or 32 bit)."
                        value={field.value}
                        other={values.regionTga}
                        onChange={field.onChange}
                        disabled={locked}
                        error={errors.liveryTga?.message}
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name="regionTga"
                    render={({ field }) => (
                      <TgaFileField
                        key={`region-${generation}`}
                        ref={field.ref}
                        kind="regionMap"
                        label="Region map TGA"
                        hint="The five-colour mask, e.g. customskin_region.tga, the same size as the livery."
                        value={field.value}
                        other={values.liveryTga}
                        onChange={field.onChange}
                        disabled={locked}
                        error={errors.regionTga?.message}
                      />
                    )}
                  />
                </div>
                <Controller
                  control={control}
                  name="screenshots"
                  render={({ field }) => (
                    <ScreenshotsField
                      ref={field.ref}
                      value={field.value}
                      onChange={field.onChange}
                      disabled={locked}
                      error={errors.screenshots?.message}
                    />
                  )}
                />
              </div>
            </FormSection>

            <RegionsAndTagsSections
              data={data}
              disabled={locked}
              leads={{
                regions:
                  "The material of each colour in your region map, as you will assign it in the game's showroom.",
                tags: 'Help others find it: pick what fits.',
              }}
            />
          </fieldset>

          <FormSection id="section-submit" step={5} title="Submit" className="mt-6">
            <div ref={progressRef} className="grid scroll-mt-24 gap-5 [&>*]:min-w-0">
              {phase === 'idle' && (
                <p className="text-sm leading-relaxed text-ink-400">
                  Your screenshots are converted to WebP and your two TGAs zipped right here in the browser, then
                  everything is sent in one go. Big liveries take a little while; you can cancel at any point.
                </p>
              )}
              <UploadProgressPanel store={store} onCancel={cancel} />
              {redirect && (
                <p className="text-sm text-ink-300" role="status">
                  Taking you to your livery…{' '}
                  <Link to={redirect} className="font-semibold text-race-300 underline-offset-4 hover:underline">
                    Go now
                  </Link>
                </p>
              )}
              {!redirect && (
                <div className="flex flex-wrap items-center gap-4">
                  <Button type="submit" size="lg" disabled={locked} className="min-w-48">
                    <UploadIcon />
                    {busy ? 'Uploading…' : 'Upload Livery'}
                  </Button>
                  <p className="text-xs text-ink-500">
                    Up to {LIMITS.screenshotsMax} screenshots · livery zip up to{' '}
                    {Math.round(LIMITS.liveryZipBytesMax / (1024 * 1024))} MB
                  </p>
                </div>
              )}
            </div>
          </FormSection>
        </form>

        <aside className="hidden lg:block">
          <div className="sticky top-24">
            <UploadChecklist values={values} phase={phase} />
          </div>
        </aside>
      </div>
    </FormProvider>
  );
}
