import { api } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-messages';
import { InstallError } from '../lib/install-errors';
import { INSTALL_MESSAGES } from '../lib/messages';

/**
 * Fetches a livery's zip for installing: asked through POST /download, so it is counted like any
 * download, then read as a stream so the progress bar moves (`onProgress(0–1)`, or null when the
 * size is unknown).
 */
export async function downloadForInstall(id: number, onProgress: (share: number | null) => void): Promise<ArrayBuffer> {
  let response: Response;
  try {
    const { fileUrl } = await api.post<{ fileUrl: string }>(`/api/liveries/${id}/download`);
    response = await fetch(fileUrl);
  } catch (error) {
    throw new InstallError('download', INSTALL_MESSAGES.download(serverMessage(error, 'the server did not answer.')));
  }
  if (!response.ok || !response.body) {
    throw new InstallError('download', INSTALL_MESSAGES.download(`${response.status} ${response.statusText}`.trim()));
  }
  const total = Number(response.headers.get('content-length')) || 0;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(total ? received / total : null);
  }
  const zip = new Uint8Array(received);
  let at = 0;
  for (const chunk of chunks) {
    zip.set(chunk, at);
    at += chunk.byteLength;
  }
  return zip.buffer;
}
