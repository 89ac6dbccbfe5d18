import { REGION_MAP_RULES, type RegionShares, regionPartName, UPLOAD_PARTS, VERSION_PARTS } from '@paddock/contract';
import sharp from 'sharp';
import { expect } from 'vitest';
import yazl from 'yazl';
import type { App } from '../app';
import type { TestUser } from './factories';
import { encodeTga, type TgaOptions } from './fixtures/tga-writer';

export interface ZipEntrySpec {
  name: string;
  data: Buffer;
}

/** A zip built in memory with yazl (deflate), as the browser's fflate would build it. */
export function zipBuffer(entries: readonly ZipEntrySpec[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const e of entries) zip.addBuffer(e.data, e.name, { compress: true });
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** A game-ready pair: a 32-bit raw livery and an RLE region map in the five region colours. */
export function liveryZip(options: Partial<TgaOptions> = {}): Promise<Buffer> {
  return zipBuffer([
    { name: 'customskin.tga', data: encodeTga({ size: 1024, bpp: 32, rle: false, pattern: 'noise', ...options }) },
    {
      name: 'customskin_region.tga',
      data: encodeTga({ size: 1024, bpp: 24, rle: true, pattern: 'regions', ...options }),
    },
  ]);
}

export function screenshot(width = 1280, height = 720, format: 'png' | 'jpeg' | 'webp' = 'png'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 50 } } })
    .toFormat(format)
    .toBuffer();
}

/** Five valid regions with the spec's multipart names. */
export function regionFields(): Record<string, string> {
  const regions = [
    {
      RegionName: 'Black',
      Material: 'MetallicFlakes',
      MetallicFlake_Style: 'Shiny',
      MetallicFlake_FlakeColorRGB: '255,200,0',
      MetallicFlake_FlakeStrength: 'Medium',
    },
    { RegionName: 'Red', Material: 'Carbon' },
    { RegionName: 'Green', Material: 'Wrap', Wrap_Style: 'Matte' },
    { RegionName: 'Blue', Material: 'Chrome', Chrome_Style: 'Reflective' },
    { RegionName: 'White', Material: 'Stickers', Sticker_Style: 'StrongMatte' },
  ];
  const out: Record<string, string> = {};
  regions.forEach((r, i) => {
    for (const [k, v] of Object.entries(r)) out[regionPartName(i, k)] = v;
  });
  return out;
}

export interface UploadSpec {
  fields?: Record<string, string | undefined>;
  tagIds?: number[];
  zip?: Buffer | null;
  screenshots?: Buffer[];
  extraFiles?: { field: string; data: Buffer; name: string }[];
  /** The flat-view pair the browser makes (issue 18); none by default, as older clients send. */
  previews?: { texture: Buffer; overlay: Buffer };
  /** The RegionShares part: figures, or raw text to test refusals. */
  regionShares?: RegionShares | string;
}

/** The five bands of the default 1024² region map (205 rows each, 204 for the last), as the browser counts them. */
export const DEFAULT_REGION_SHARES: RegionShares = {
  Black: 20,
  Red: 20,
  Green: 20,
  Blue: 20,
  White: 19.9,
  unrecognised: 0,
};

/** A flat-view image as the upload worker makes one: WebP at the preview size. */
export function previewImage(size: number = REGION_MAP_RULES.previewSize, format: 'webp' | 'png' = 'webp') {
  return sharp({ create: { width: size, height: size, channels: 3, background: { r: 20, g: 90, b: 200 } } })
    .toFormat(format)
    .toBuffer();
}

let defaultZip: Promise<Buffer> | undefined;
let defaultShot: Promise<Buffer> | undefined;

/** The multipart body of an upload; every part can be replaced or left out (`undefined`). */
export async function uploadForm(spec: UploadSpec = {}): Promise<FormData> {
  const fields: Record<string, string | undefined> = {
    [UPLOAD_PARTS.title]: 'Gulf Heritage 963',
    [UPLOAD_PARTS.carClassName]: 'Hypercar',
    [UPLOAD_PARTS.carModelName]: 'Porsche 963',
    [UPLOAD_PARTS.description]: 'Blue and orange, as it should be.\nSecond line.',
    ...regionFields(),
    ...spec.fields,
  };
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, v);
  for (const id of spec.tagIds ?? []) form.append(UPLOAD_PARTS.tagIds, String(id));
  if (spec.regionShares !== undefined) {
    const shares = spec.regionShares;
    form.append(UPLOAD_PARTS.regionShares, typeof shares === 'string' ? shares : JSON.stringify(shares));
  }
  defaultZip ??= liveryZip();
  const zip = spec.zip === undefined ? await defaultZip : spec.zip;
  if (zip)
    form.append(UPLOAD_PARTS.liveryFile, new Blob([zip], { type: 'application/zip' }), 'Gulf_Heritage_963_x.zip');
  defaultShot ??= screenshot();
  for (const [i, shot] of (spec.screenshots ?? [await defaultShot]).entries()) {
    form.append(UPLOAD_PARTS.screenshots, new Blob([shot], { type: 'image/png' }), `shot-${i}.png`);
  }
  if (spec.previews) {
    form.append(UPLOAD_PARTS.texturePreview, new Blob([spec.previews.texture]), 'texture.webp');
    form.append(UPLOAD_PARTS.regionOverlay, new Blob([spec.previews.overlay]), 'regions.webp');
  }
  for (const f of spec.extraFiles ?? []) form.append(f.field, new Blob([f.data]), f.name);
  return form;
}

export async function postUpload(app: App, user: TestUser | undefined, spec: UploadSpec = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/liveries',
    headers: user?.headers ?? {},
    payload: await uploadForm(spec),
  });
}

/** A real livery uploaded through the API, in one line. */
export async function uploadLivery(
  app: App,
  user: TestUser,
  spec: UploadSpec = {},
): Promise<{ id: number; title: string }> {
  const res = await postUpload(app, user, spec);
  expect(res.statusCode, res.body).toBe(201);
  return JSON.parse(res.body);
}

export interface VersionSpec {
  changelog?: string | null;
  zip?: Buffer | null;
  screenshots?: Buffer[];
  fields?: Record<string, string>;
}

/** POST /liveries/{id}/versions (issue 19): the default zip, a changelog and no screenshots unless given. */
export async function postVersion(app: App, user: TestUser | undefined, liveryId: number, spec: VersionSpec = {}) {
  const form = new FormData();
  const changelog = spec.changelog === undefined ? 'Sharper sponsor decals.\nFixed the door number.' : spec.changelog;
  if (changelog !== null) form.append(VERSION_PARTS.changelog, changelog);
  for (const [k, v] of Object.entries(spec.fields ?? {})) form.append(k, v);
  defaultZip ??= liveryZip();
  const zip = spec.zip === undefined ? await defaultZip : spec.zip;
  if (zip) form.append(UPLOAD_PARTS.liveryFile, new Blob([zip], { type: 'application/zip' }), 'v2.zip');
  for (const [i, shot] of (spec.screenshots ?? []).entries()) {
    form.append(UPLOAD_PARTS.screenshots, new Blob([shot], { type: 'image/png' }), `shot-${i}.png`);
  }
  return app.inject({
    method: 'POST',
    url: `/api/liveries/${liveryId}/versions`,
    headers: user?.headers ?? {},
    payload: form,
  });
}
