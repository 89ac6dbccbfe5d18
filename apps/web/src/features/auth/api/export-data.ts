import { requestFile } from '@/lib/api-client';

/** The member's data as a JSON attachment, saved under the server's file name. */
export async function exportData(): Promise<{ blob: Blob; fileName: string }> {
  const { blob, fileName } = await requestFile('POST', '/api/gdpr/export');
  return { blob, fileName: fileName ?? 'paddock-data-export.json' };
}

/** Hands a Blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start reading the Blob before it is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
