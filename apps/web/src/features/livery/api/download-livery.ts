import type { LiveryDetail } from '@paddock/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { liveryQueryKey } from '@/lib/queries/livery';
import { saveBlob } from '@/lib/save-blob';
import { downloadFileName } from '../lib/download-file-name';
import { downloadErrorMessage } from '../lib/error-messages';
import { LIVERY_PAGE_MESSAGES } from '../lib/messages';
import { liveryVersionsQueryKey } from './get-livery-versions';

const m = LIVERY_PAGE_MESSAGES.download;

/** Asks for a download (counted by the server) and answers the file's URL; the newest version unless one is named. */
export async function requestDownload(id: number, version?: number): Promise<string | null> {
  const query = version === undefined ? '' : `?version=${version}`;
  const result = await api.post<{ fileUrl?: unknown } | undefined>(`/api/liveries/${id}/download${query}`);
  const fileUrl = result?.fileUrl;
  return typeof fileUrl === 'string' && fileUrl.trim() ? fileUrl : null;
}

/** Fetches the file as a blob and saves it under the Content-Disposition name (or its fallbacks). */
export async function fetchAndSave(fileUrl: string, livery: Pick<LiveryDetail, 'id' | 'title'>): Promise<void> {
  const response = await fetch(fileUrl);
  if (!response.ok) {
    const text = (await response.text().catch(() => '')).trim().slice(0, 200) || response.statusText;
    throw new Error(m.fileFetch(response.status, text));
  }
  const blob = await response.blob();
  saveBlob(
    blob,
    downloadFileName({
      contentDisposition: response.headers.get('content-disposition'),
      url: response.url || fileUrl,
      title: livery.title,
      id: livery.id,
    }),
  );
}

/**
 * The Download button's action: one download at a time (a second click while one runs only warns),
 * every outcome as a toast, and the livery refreshed afterwards so its download count moves.
 */
export function useLiveryDownload(livery: LiveryDetail | undefined, version?: number) {
  const inProgress = useRef(false);
  const [downloading, setDownloading] = useState(false);
  const queryClient = useQueryClient();

  const download = async () => {
    if (inProgress.current) {
      toast.warning(m.inProgress);
      return;
    }
    if (!livery?.id || !livery.liveryFileUrl) {
      toast.error(m.missing);
      return;
    }
    inProgress.current = true;
    setDownloading(true);
    toast.info(m.starting);
    try {
      const fileUrl = await requestDownload(livery.id, version);
      if (!fileUrl) {
        toast.error(m.noFileUrl);
        return;
      }
      await fetchAndSave(fileUrl, livery);
      toast.success(m.completed);
      void queryClient.invalidateQueries({ queryKey: liveryQueryKey(livery.id), exact: true });
      void queryClient.invalidateQueries({ queryKey: liveryVersionsQueryKey(livery.id) });
    } catch (error) {
      toast.error(downloadErrorMessage(error));
    } finally {
      inProgress.current = false;
      setDownloading(false);
    }
  };

  return { download, downloading };
}
