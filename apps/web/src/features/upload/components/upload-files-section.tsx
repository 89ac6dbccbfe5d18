import { LIVERY_ZIP_ENTRIES } from '@paddock/contract';
import { type Control, Controller, type FieldErrors } from 'react-hook-form';
import type { UploadFormValues } from '../lib/form-values';
import type { PreviewState } from '../use-flat-preview';
import { FormSection } from './form-section';
import { RegionSharesSummary } from './region-shares-summary';
import { ScreenshotsField } from './screenshots-field';
import { TgaFileField } from './tga-file-field';

interface UploadFilesSectionProps {
  control: Control<UploadFormValues>;
  values: UploadFormValues;
  errors: FieldErrors<UploadFormValues>;
  /** Changes after a reset, so the file fields drop their own state (a refusal message). */
  generation: number;
  disabled: boolean;
  /** The region map's colour count, shown under the two files. */
  regionCheck: PreviewState;
}

/** The two TGA fields; each is checked against the other (same size). */
const TGA_FIELDS = [
  {
    name: 'liveryTga',
    other: 'regionTga',
    kind: 'livery',
    label: 'Livery TGA',
    hint: 'The painted texture, e.g. customskin.tga (4096 × 4096, 24 or 32 bit).',
  },
  {
    name: 'regionTga',
    other: 'liveryTga',
    kind: 'regionMap',
    label: 'Region map TGA',
    hint: 'The five-colour mask, e.g. customskin_region.tga, the same size as the livery.',
  },
] as const;

/** Step 2 of the upload form: the livery and region-map TGAs (each checked against the other) and the screenshots. */
export function UploadFilesSection({
  control,
  values,
  errors,
  generation,
  disabled,
  regionCheck,
}: UploadFilesSectionProps) {
  return (
    <FormSection
      id="section-files"
      step={2}
      title="Upload Files"
      lead={
        <>
          Your <span className="font-mono text-ink-300">{LIVERY_ZIP_ENTRIES.livery}</span> and{' '}
          <span className="font-mono text-ink-300">{LIVERY_ZIP_ENTRIES.regionMap}</span>, zipped in your browser before
          they are sent, plus screenshots.
        </>
      }
    >
      <div className="grid gap-5">
        <div className="grid gap-4 md:grid-cols-2">
          {TGA_FIELDS.map(({ name, other, kind, label, hint }) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <TgaFileField
                  key={`${kind}-${generation}`}
                  ref={field.ref}
                  kind={kind}
                  label={label}
                  hint={hint}
                  value={field.value}
                  other={values[other]}
                  onChange={field.onChange}
                  disabled={disabled}
                  error={errors[name]?.message}
                />
              )}
            />
          ))}
        </div>
        <RegionSharesSummary state={regionCheck} />
        <Controller
          control={control}
          name="screenshots"
          render={({ field }) => (
            <ScreenshotsField
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              disabled={disabled}
              error={errors.screenshots?.message}
            />
          )}
        />
      </div>
    </FormSection>
  );
}
