import {
  type LiveryUploadDetailsInput,
  type RegionConfigurationInput,
  type RegionShares,
  regionPartName,
  UPLOAD_PARTS,
  VERSION_PARTS,
} from '@paddock/contract';
import { appendCreditParts } from './credit-values';

/** The upload's text parts: the contract's input type, so the form cannot drift from what the server reads. */
export type UploadDetails = LiveryUploadDetailsInput;

/** What the flat-view worker made (issue 18), sent when there is any. */
export interface FlatParts {
  previews?: { texture: Blob; overlay: Blob } | null;
  regionShares?: RegionShares | null;
}

/**
 * The multipart body of POST /liveries (spec §3 "Upload parts"): text parts first, then the zip,
 * then the screenshots, first one primary, then the flat view. TagIds repeats once per id; a
 * region sends only the style fields that have a value; the credit only the parts it has.
 */
export function buildUploadFormData(
  details: UploadDetails,
  liveryZip: File,
  screenshots: readonly File[],
  flat: FlatParts = {},
): FormData {
  const form = new FormData();
  form.append(UPLOAD_PARTS.title, details.title.trim());
  form.append(UPLOAD_PARTS.carClassName, details.carClassName);
  form.append(UPLOAD_PARTS.carModelName, details.carModelName);
  form.append(UPLOAD_PARTS.description, (details.description ?? '').trim());
  for (const id of details.tagIds ?? []) form.append(UPLOAD_PARTS.tagIds, String(id));
  appendRegions(form, details.regionConfigurations);
  // Issue 36: the credit (what it is based on, the permission note, the derivatives switch).
  appendCreditParts(form, details);
  if (flat.regionShares) form.append(UPLOAD_PARTS.regionShares, JSON.stringify(flat.regionShares));
  form.append(UPLOAD_PARTS.liveryFile, liveryZip, liveryZip.name);
  for (const shot of screenshots) form.append(UPLOAD_PARTS.screenshots, shot, shot.name);
  if (flat.previews) {
    form.append(UPLOAD_PARTS.texturePreview, flat.previews.texture, 'texture-preview.webp');
    form.append(UPLOAD_PARTS.regionOverlay, flat.previews.overlay, 'region-overlay.webp');
  }
  return form;
}

/** The region parts of the upload form: a region sends only the style fields that have a value. */
function appendRegions(form: FormData, regions: readonly object[]) {
  regions.forEach((region, i) => {
    for (const [field, value] of Object.entries(region)) {
      if (value === null || value === undefined || value === '') continue;
      form.append(regionPartName(i, field), String(value));
    }
  });
}

/** The original declared from a new version's copy warning (issue 36), with the uploader's note. */
export interface VersionBasedOn {
  liveryId: number;
  note: string;
}

/** What a new version may send besides its changelog and files. */
export interface VersionExtras {
  flat?: FlatParts;
  /** The materials (issue 34: the new region map may hold other colours). */
  regions?: readonly RegionConfigurationInput[];
  basedOn?: VersionBasedOn | null;
}

/**
 * The multipart body of POST /liveries/{id}/versions (issue 19): changelog, the materials and the
 * declared original when given, zip, screenshots if any, flat view.
 */
export function buildVersionFormData(
  changelog: string,
  liveryZip: File,
  screenshots: readonly File[],
  { flat = {}, regions, basedOn }: VersionExtras = {},
): FormData {
  const form = new FormData();
  form.append(VERSION_PARTS.changelog, changelog.trim());
  if (regions) appendRegions(form, regions);
  if (basedOn) appendCreditParts(form, { basedOnLiveryId: basedOn.liveryId, basedOnNote: basedOn.note.trim() });
  if (flat.regionShares) form.append(UPLOAD_PARTS.regionShares, JSON.stringify(flat.regionShares));
  form.append(UPLOAD_PARTS.liveryFile, liveryZip, liveryZip.name);
  for (const shot of screenshots) form.append(UPLOAD_PARTS.screenshots, shot, shot.name);
  if (flat.previews) {
    form.append(UPLOAD_PARTS.texturePreview, flat.previews.texture, 'texture-preview.webp');
    form.append(UPLOAD_PARTS.regionOverlay, flat.previews.overlay, 'region-overlay.webp');
  }
  return form;
}
