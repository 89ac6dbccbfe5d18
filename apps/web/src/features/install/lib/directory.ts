/**
 * The part of the File System Access API the installer uses. A real `FileSystemDirectoryHandle`
 * fits it, and so does the in-memory folder the tests use (memory-directory.ts), so the install
 * logic is tested against the same interface the browser gives it.
 */
export interface WritableFile {
  write(data: Blob | Uint8Array<ArrayBuffer>): Promise<void>;
  /** The browser swaps the new content in only here: until then the old file is untouched. */
  close(): Promise<void>;
  abort(reason?: unknown): Promise<void>;
}

export interface FileEntry {
  readonly kind: 'file';
  readonly name: string;
  getFile(): Promise<Blob>;
  createWritable(): Promise<WritableFile>;
}

export interface DirectoryEntry {
  readonly kind: 'directory';
  readonly name: string;
  getDirectoryHandle(name: string, options?: { create?: boolean }): Promise<DirectoryEntry>;
  getFileHandle(name: string, options?: { create?: boolean }): Promise<FileEntry>;
  removeEntry(name: string, options?: { recursive?: boolean }): Promise<void>;
}

/** True for the DOMException the API throws for a missing entry. */
export function isNotFound(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'NotFoundError';
}

/** The folder at `segments` under `root`, made when `create` (each name walked on its own, never a path). */
export async function openFolder(root: DirectoryEntry, segments: readonly string[], create: boolean) {
  let folder = root;
  for (const name of segments) folder = await folder.getDirectoryHandle(name, { create });
  return folder;
}

/** The file's content, or null when there is no such file. */
export async function readFileIfAny(folder: DirectoryEntry, name: string): Promise<Blob | null> {
  try {
    return await (await folder.getFileHandle(name)).getFile();
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** Writes a whole file; on failure the writer is aborted, so the old content stays. */
export async function writeWholeFile(folder: DirectoryEntry, name: string, data: Blob | Uint8Array<ArrayBuffer>) {
  const writer = await (await folder.getFileHandle(name, { create: true })).createWritable();
  try {
    await writer.write(data);
    await writer.close();
  } catch (error) {
    await writer.abort(error).catch(() => undefined);
    throw error;
  }
}

/** Removes an entry; one already gone is fine. */
export async function removeIfAny(folder: DirectoryEntry, name: string, recursive = false): Promise<void> {
  try {
    await folder.removeEntry(name, { recursive });
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
}
