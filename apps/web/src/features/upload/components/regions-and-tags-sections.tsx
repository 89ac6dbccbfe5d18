import type { RegionShares } from '@paddock/contract';
import { Controller, useFormContext } from 'react-hook-form';
import type { LiveryFieldsValues } from '../lib/form-values';
import type { LiveryFormData } from '../use-form-data';
import { FormSection } from './form-section';
import { RegionSpecMapping } from './region-spec-mapping';
import { TagPicker } from './tag-picker';

interface RegionsAndTagsSectionsProps {
  data: LiveryFormData;
  disabled: boolean;
  /** Upload explains each section to a first-time uploader; edit leaves the leads out. */
  leads?: { regions: string; tags: string };
  /** Upload: the region map's counted colours, which grey out the regions it lacks. */
  regionShares?: RegionShares | null;
}

/** Steps 3 and 4 of upload and edit: the material of each region colour, then the tags. */
export function RegionsAndTagsSections({ data, disabled, leads, regionShares }: RegionsAndTagsSectionsProps) {
  const {
    control,
    formState: { errors },
  } = useFormContext<LiveryFieldsValues>();
  return (
    <>
      <FormSection id="section-regions" step={3} title="Region Spec Mapping" lead={leads?.regions}>
        <Controller
          control={control}
          name="regions"
          render={({ field }) => (
            <RegionSpecMapping
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              disabled={disabled}
              error={errors.regions?.message}
              errorId="regions-error"
              shares={regionShares}
            />
          )}
        />
        {errors.regions?.message && (
          <p id="regions-error" role="alert" className="mt-3 text-sm text-race-300">
            {errors.regions.message}
          </p>
        )}
      </FormSection>

      <FormSection id="section-tags" step={4} title="Tags" optional lead={leads?.tags}>
        <Controller
          control={control}
          name="tagIds"
          render={({ field }) => (
            <TagPicker
              tags={data.tags.data}
              loading={data.tags.isPending}
              value={field.value}
              onChange={field.onChange}
              disabled={disabled}
              error={errors.tagIds?.message}
            />
          )}
        />
      </FormSection>
    </>
  );
}
