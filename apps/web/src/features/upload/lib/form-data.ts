import type { RegionConfigurationInput } from '@paddock/contract';

export interface UploadDetails {
  title: string;
  carClassName: string;
  carModelName: string;
  description: string;
  tagIds: readonly number[];
  regionConfigurations: readonly RegionConfigurationInput[];
}

/** 'metallicFlake_Style' → 'MetallicFlake_Style': the spec's multipart part names are PascalCase. */
function partName(field: string): string {
  return field.charAt(0).toUpperCase() + field.slice(1);
}

/**
 * The multipart body of POST /liveries (spec §3 "Upload parts"): text parts first, then the zip,
 * then the screenshots, first one primary. TagIds repeats once per id; a region sends only the
 * style fields that have a value.
 */
export function buildUploadFormData(details: UploadDetails, liveryZip: File, screenshots: readonly File[]): FormData {
  const form = new FormData();
  form.append('Title', details.title.trim());
  form.append('CarClassName', details.carClassName);
  form.append('CarModelName', details.carModelName);
  form.append('Description', details.description.trim());
  for (const id of details.tagIds) form.append('TagIds', String(id));
  details.regionConfigurations.forEach((region, i) => {
    for (const [field, value] of Object.entries(region)) {
      if (value === null || value === undefined || value === '') continue;
      form.append(`RegionConfigurations[${i}].${partName(field)}`, String(value));
    }
  });
  form.append('LiveryFile', liveryZip, liveryZip.name);
  for (const shot of screenshots) form.append('Screenshots', shot, shot.name);
  return form;
}
