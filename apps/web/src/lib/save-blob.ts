/**
 * Hands a Blob to the browser as a download, under `fileName`, through a temporary object URL.
 *
 * Used by the member's data export and by livery downloads. The two copies this replaces released the URL
 * after 1 s and after 30 s; 30 s is kept because some browsers read the Blob only after click() returns
 * (and a large livery zip can take longer than a second to start), while a URL held a little longer
 * costs nothing but memory until the timer fires.
 */
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
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
