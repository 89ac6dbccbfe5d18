import type { PublishedVersion, RegionConfigurationInput } from '@paddock/contract';
import { LIVERY_ZIP_ENTRIES } from '@paddock/contract';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { type CreatedLivery, type PostLiveryOptions, postLivery, postLiveryVersion } from './api/post-livery';
import { liveryZipFileName } from './lib/file-names';
import {
  buildUploadFormData,
  buildVersionFormData,
  type FlatParts,
  type UploadDetails,
  type VersionBasedOn,
} from './lib/form-data';
import { createProgressStore, type ProgressStore, type UploadProgress } from './lib/progress';
import { uploadErrorMessage } from './lib/upload-error';
import { UPLOAD_MESSAGES } from './messages';
import { convertInWorker, isAbortError, type ZipPart, zipInWorker } from './workers/run-workers';

export interface UploadJob {
  details: UploadDetails;
  livery: File;
  regionMap: File;
  screenshots: File[];
  /** The flat view and region figures made when the files were chosen. */
  flat?: FlatParts;
}

/** A new version's files and changelog (issue 19). */
export interface VersionJob {
  /** The livery's title, for the zip's name. */
  title: string;
  changelog: string;
  livery: File;
  regionMap: File;
  screenshots: File[];
  flat?: FlatParts;
  /** The new materials (issue 34 §2): sent whenever given; the server checks them against the new map. */
  regionConfigurations?: RegionConfigurationInput[];
  /** The original declared from the copy warning (issue 36): it becomes the livery's credit. */
  basedOn?: VersionBasedOn | null;
  /** Takes a refusal's message in place of the toast, so the form can keep it in place. */
  onRefused?: (message: string) => void;
}

interface PreparedFiles {
  title: string;
  livery: File;
  regionMap: File;
  screenshots: File[];
}
interface Prepared {
  zip: File;
  screenshots: File[];
}

const zipTask = (part: ZipPart) => `zip-${part}`;
const shotTask = (index: number) => `shot-${index}`;
const now = () => performance.now();

// Measured in Chromium on a 2-core machine: a screenshot converts in about 1 s, while DEFLATE level 9
// runs at about 5 MB/s; the weights make the preparation bar move at an even pace.
const SCREENSHOT_WEIGHT = 1;
const zipWeight = (bytes: number) => Math.max(1, bytes / (5 * 1024 * 1024));

/** A random UUID; `crypto.randomUUID` exists only in secure contexts, so fall back to random bytes. */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Prepares and sends an upload: screenshots to WebP and the two TGAs into one zip, both in
 * workers and at the same time, then the multipart POST with its bytes-sent progress. `cancel`
 * stops whichever step is running. Toasts tell the outcome; resolves with the new livery or null.
 */
export function useUploadLivery() {
  const [store] = useState(createProgressStore);
  const { dispatch } = store;
  const controller = useRef<AbortController | null>(null);

  // Leaving the page stops the workers and the request.
  useEffect(() => () => controller.current?.abort(), []);

  const cancel = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => dispatch({ type: 'reset' }), [dispatch]);

  const convertScreenshots = useCallback(
    async (files: File[], signal: AbortSignal): Promise<File[]> => {
      // A version may come without screenshots: nothing to convert is no failure to report.
      if (files.length === 0) return [];
      try {
        const converted = await convertInWorker({
          files,
          signal,
          onEvent: (event) => {
            const id = shotTask(event.index);
            if (event.type === 'start') dispatch({ type: 'task', id, status: 'running', fraction: 0.1, at: now() });
            else dispatch({ type: 'task', id, status: event.type === 'converted' ? 'done' : 'fallback', at: now() });
          },
        });
        const failed = files.filter((_, i) => converted[i] === null);
        if (failed.length === files.length) toast.warning(UPLOAD_MESSAGES.conversionFailed);
        else for (const file of failed) toast.warning(UPLOAD_MESSAGES.convertFailed(file.name));
        return files.map((file, i) => converted[i] ?? file);
      } catch (error) {
        // No worker, no OffscreenCanvas, a crash: the originals go up as they are.
        if (isAbortError(error)) throw error;
        toast.warning(UPLOAD_MESSAGES.conversionFailed);
        for (const [i] of files.entries()) dispatch({ type: 'task', id: shotTask(i), status: 'fallback', at: now() });
        return files;
      }
    },
    [dispatch],
  );

  /**
   * The shared preparation and send of an upload and of a new version: the screenshots and the
   * zip made at once in workers, then `post` with the body's progress.
   */
  const prepareAndSend = useCallback(
    async <R>(
      files: PreparedFiles,
      post: (prepared: Prepared, options: PostLiveryOptions) => Promise<R>,
      onRefused?: (message: string) => void,
    ) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const { signal } = abort;

      dispatch({
        type: 'prepare',
        tasks: [
          ...files.screenshots.map((file, i) => ({
            id: shotTask(i),
            kind: 'screenshot' as const,
            label: file.name,
            weight: SCREENSHOT_WEIGHT,
          })),
          // One row per TGA: both compress at once, each in its own worker.
          ...(['livery', 'regionMap'] as const).map((part) => ({
            id: zipTask(part),
            kind: 'zip' as const,
            label: LIVERY_ZIP_ENTRIES[part],
            weight: zipWeight(files[part].size),
          })),
        ],
      });

      try {
        for (const part of ['livery', 'regionMap'] as const)
          dispatch({ type: 'task', id: zipTask(part), status: 'running', at: now() });
        const [screenshots, zip] = await Promise.all([
          convertScreenshots(files.screenshots, signal),
          zipInWorker({
            livery: files.livery,
            regionMap: files.regionMap,
            fileName: liveryZipFileName(files.title, randomUuid()),
            signal,
            onProgress: (part, processed, total) =>
              dispatch({ type: 'task', id: zipTask(part), fraction: total ? processed / total : 0, at: now() }),
            onPartDone: (part) => dispatch({ type: 'task', id: zipTask(part), status: 'done', at: now() }),
          }),
        ]);

        const total = zip.size + screenshots.reduce((sum, file) => sum + file.size, 0);
        dispatch({ type: 'upload', total, at: now() });
        const sent = await post(
          { zip, screenshots },
          { signal, onProgress: (bytes, bodyTotal) => dispatch({ type: 'sent', sent: bytes, total: bodyTotal }) },
        );
        dispatch({ type: 'success', at: now() });
        return sent;
      } catch (error) {
        // Whatever failed, nothing else of this attempt keeps running.
        abort.abort();
        dispatch({ type: 'reset' });
        if (isAbortError(error)) toast.info(UPLOAD_MESSAGES.cancelled);
        else if (onRefused) onRefused(uploadErrorMessage(error));
        else toast.error(uploadErrorMessage(error));
        return null;
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [convertScreenshots, dispatch],
  );

  const upload = useCallback(
    (job: UploadJob): Promise<CreatedLivery | null> =>
      prepareAndSend({ ...job, title: job.details.title }, ({ zip, screenshots }, options) =>
        postLivery(buildUploadFormData(job.details, zip, screenshots, job.flat), options),
      ),
    [prepareAndSend],
  );

  /** Issue 19: a new version of livery `liveryId` (screenshots optional: none keeps the gallery). */
  const publishVersion = useCallback(
    (liveryId: number, job: VersionJob): Promise<PublishedVersion | null> =>
      prepareAndSend(
        job,
        ({ zip, screenshots }, options) =>
          postLiveryVersion(
            liveryId,
            buildVersionFormData(job.changelog, zip, screenshots, {
              flat: job.flat,
              regions: job.regionConfigurations,
              basedOn: job.basedOn,
            }),
            options,
          ),
        job.onRefused,
      ),
    [prepareAndSend],
  );

  return { store, upload, publishVersion, cancel, reset };
}

/** The whole progress (for the panel): re-renders on every event. */
export function useUploadProgress(store: ProgressStore): UploadProgress {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** Only the phase (for the form): re-renders when it changes, not on every byte. */
export function useUploadPhase(store: ProgressStore): UploadProgress['phase'] {
  const phase = () => store.get().phase;
  return useSyncExternalStore(store.subscribe, phase, phase);
}
