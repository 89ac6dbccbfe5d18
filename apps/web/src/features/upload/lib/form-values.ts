import type { CarClass, CarModel, RegionShares } from '@paddock/contract';
import { emptyRegions, type RegionValue } from './region-values';
import type { TgaFile } from './tga-file';

/** The fields the upload and the edit share (spec §2: title, class, model, description, tags, regions). */
export interface LiveryFieldsValues {
  title: string;
  description: string;
  /** Ids as select values; '' when nothing is chosen. */
  carClassId: string;
  carModelId: string;
  tagIds: number[];
  regions: RegionValue[];
}

export interface ScreenshotItem {
  /** Stable key for the list (a file can be chosen twice). */
  id: string;
  file: File;
  /** An object URL for the preview; revoked when the item leaves the form. */
  previewUrl: string;
}

export interface UploadFormValues extends LiveryFieldsValues {
  liveryTga: TgaFile | null;
  regionTga: TgaFile | null;
  screenshots: ScreenshotItem[];
  /** The region map's colour shares, once the browser has counted them (issue 18). */
  regionShares: RegionShares | null;
}

export type EditFormValues = LiveryFieldsValues;

/** The name of the chosen option, for the API (it takes class and model by name). */
export function nameOf(list: readonly (CarClass | CarModel)[] | undefined, id: string): string {
  return list?.find((item) => String(item.id) === id)?.name ?? '';
}

/** Pre-selects a saved livery's class or model: by name (what the API speaks), else by id. */
export function findOption<T extends { id: number; name: string }>(
  list: readonly T[] | undefined,
  name: string,
  id?: number,
): T | undefined {
  if (!list) return undefined;
  const lower = name.trim().toLowerCase();
  return list.find((item) => item.name.trim().toLowerCase() === lower) ?? list.find((item) => item.id === id);
}

/** The upload form when it opens, and again after a livery is sent. */
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
    regionShares: null,
  };
}
