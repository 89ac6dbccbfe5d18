import { requestFile } from '@/lib/api-client';

/** The member's data as a JSON attachment, saved under the server's file name. */
export async function exportData(): Promise<{ blob: Blob; fileName: string }> {
  const { blob, fileName } = await requestFile('POST', '/api/gdpr/export');
  return { blob, fileName: fileName ?? 'paddock-data-export.json' };
}
