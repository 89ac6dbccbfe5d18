import {
  LIVERY_INPUT_MESSAGES,
  LiveryDetailsInputSchema,
  missingMaterialsMessage,
  REGION_MAP_MESSAGES,
  type RegionShares,
  regionsInMap,
} from '@paddock/contract';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { EditFormValues, LiveryFieldsValues, UploadFormValues } from './form-values';
import { type RegionValue, regionRuleMessages, regionsMissingMaterial } from './region-values';

export interface FieldIssue<T> {
  field: keyof T & string;
  message: string;
}

const m = LIVERY_INPUT_MESSAGES;
const details = LiveryDetailsInputSchema.shape;

function schemaMessages(
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

/**
 * The region step's messages (upload, edit and a new version): a material for each colour the
 * region map holds (a colour at 0 % needs none, issue 18), then the shared style rules.
 */
export function regionIssues(regions: readonly RegionValue[], shares?: RegionShares | null): string[] {
  const present = shares ? regionsInMap(shares) : null;
  const missing = regionsMissingMaterial(regions).filter((region) => !present || present.includes(region));
  return [...(missing.length > 0 ? [missingMaterialsMessage(missing)] : []), ...regionRuleMessages(regions)];
}

/** Rules the upload and the edit share, after the required fields: lengths, regions, flake colours, tags. */
function sharedIssues(values: LiveryFieldsValues, shares?: RegionShares | null): FieldIssue<LiveryFieldsValues>[] {
  const issues: FieldIssue<LiveryFieldsValues>[] = [];
  for (const message of regionIssues(values.regions, shares)) issues.push({ field: 'regions', message });
  for (const message of schemaMessages(details.description, values.description))
    issues.push({ field: 'description', message });
  for (const message of schemaMessages(details.tagIds, values.tagIds)) issues.push({ field: 'tagIds', message });
  return issues;
}

function titleIssues(title: string): FieldIssue<LiveryFieldsValues>[] {
  return schemaMessages(details.title, title).map((message) => ({ field: 'title', message }));
}

/** The upload's messages in the spec's order (§5), each tied to the field that shows it. */
export function validateUpload(values: UploadFormValues): FieldIssue<UploadFormValues>[] {
  const issues: FieldIssue<UploadFormValues>[] = [];
  if (!values.title.trim()) issues.push({ field: 'title', message: m.titleRequired });
  else issues.push(...titleIssues(values.title));
  if (!values.carClassId) issues.push({ field: 'carClassId', message: m.classRequired });
  if (!values.carModelId) issues.push({ field: 'carModelId', message: m.modelRequired });
  if (!values.liveryTga) issues.push({ field: 'liveryTga', message: m.liveryTgaRequired });
  if (!values.regionTga) issues.push({ field: 'regionTga', message: m.regionMapRequired });
  else if (values.regionShares && regionsInMap(values.regionShares).length === 0)
    issues.push({ field: 'regionTga', message: REGION_MAP_MESSAGES.noRegionColours });
  if (values.screenshots.length === 0) issues.push({ field: 'screenshots', message: m.screenshotRequired });
  issues.push(...sharedIssues(values, values.regionShares));
  return issues;
}

/** The edit's messages (§5): one message for any missing title, class or model, then the shared rules. */
export function validateEdit(values: EditFormValues, shares?: RegionShares | null): FieldIssue<EditFormValues>[] {
  const issues: FieldIssue<EditFormValues>[] = [];
  if (!values.title.trim()) issues.push({ field: 'title', message: m.editRequiredFields });
  else issues.push(...titleIssues(values.title));
  if (!values.carClassId) issues.push({ field: 'carClassId', message: m.editRequiredFields });
  if (!values.carModelId) issues.push({ field: 'carModelId', message: m.editRequiredFields });
  issues.push(...sharedIssues(values, shares));
  return issues;
}

/** A react-hook-form resolver over one of the validators: each field gets its messages joined. */
export function issuesResolver<T extends FieldValues>(validate: (values: T) => FieldIssue<T>[]): Resolver<T> {
  return async (values) => {
    const issues = validate(values);
    if (issues.length === 0) return { values, errors: {} };
    const byField = new Map<string, string[]>();
    for (const issue of issues) byField.set(issue.field, [...(byField.get(issue.field) ?? []), issue.message]);
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, messages] of byField) {
      errors[field] = { type: 'validate', message: [...new Set(messages)].join(' ') };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
