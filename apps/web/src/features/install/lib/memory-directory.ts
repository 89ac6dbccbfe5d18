import type { DirectoryEntry, FileEntry, WritableFile } from './directory';

/** Switches that make the in-memory disk fail the way a real one does. */
export interface MemoryDisk {
  /** Bytes the disk can hold in all; a write past it fails with QuotaExceededError. */
  quota: number;
  /** When true, every call fails with NotAllowedError (permission taken back). */
  denied: boolean;
  /** The top folder, whose content counts against the quota. */
  top?: MemoryDirectory;
}

const fail = (name: string, message: string) => new DOMException(message, name);

/**
 * A folder in memory with the File System Access API's behaviour where the installer relies on
 * it: names looked up one at a time, NotFoundError / TypeMismatchError for missing or wrong-kind
 * entries, writes that take effect only on close(), a disk quota, revoked permission and a
 * folder that is moved away (its handle then fails with NotFoundError).
 */
export class MemoryDirectory implements DirectoryEntry {
  readonly kind = 'directory';
  private readonly entries = new Map<string, MemoryDirectory | MemoryFile>();
  private detached = false;

  constructor(
    readonly name: string,
    readonly disk: MemoryDisk = { quota: Number.POSITIVE_INFINITY, denied: false },
  ) {
    disk.top ??= this;
  }

  /** Test set-up: a file (made with its folders) at a slash-separated path. */
  put(path: string, content: string | Uint8Array): this {
    const names = path.split('/');
    const fileName = names.pop() as string;
    let folder: MemoryDirectory = this;
    for (const name of names) folder = folder.child(name, true) as MemoryDirectory;
    const file = new MemoryFile(fileName, this.disk);
    file.bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
    folder.entries.set(fileName, file);
    return this;
  }

  /** Test read-back: the file's text at a path, or undefined. */
  text(path: string): string | undefined {
    const found = this.find(path);
    return found instanceof MemoryFile ? new TextDecoder().decode(found.bytes) : undefined;
  }

  /** The names in the folder at a path (sorted), or undefined when there is none. */
  list(path = ''): string[] | undefined {
    const found = path ? this.find(path) : this;
    return found instanceof MemoryDirectory ? [...found.entries.keys()].sort() : undefined;
  }

  /** Simulates the player moving or deleting the folder: its handles stop working. */
  detach(): void {
    this.detached = true;
  }

  usedBytes(): number {
    let total = 0;
    for (const entry of this.entries.values()) {
      total += entry instanceof MemoryFile ? entry.bytes.byteLength : entry.usedBytes();
    }
    return total;
  }

  private find(path: string): MemoryDirectory | MemoryFile | undefined {
    let at: MemoryDirectory | MemoryFile | undefined = this;
    for (const name of path.split('/')) at = at instanceof MemoryDirectory ? at.entries.get(name) : undefined;
    return at;
  }

  private check(): void {
    if (this.disk.denied) throw fail('NotAllowedError', 'Permission denied.');
    if (this.detached) throw fail('NotFoundError', 'The folder was moved or deleted.');
  }

  private child(name: string, create: boolean): MemoryDirectory | MemoryFile | undefined {
    if (!name || name === '.' || name === '..' || name.includes('/')) throw new TypeError(`Bad name: ${name}`);
    let entry = this.entries.get(name);
    if (!entry && create) {
      entry = new MemoryDirectory(name, this.disk);
      this.entries.set(name, entry);
    }
    return entry;
  }

  async getDirectoryHandle(name: string, options?: { create?: boolean }): Promise<DirectoryEntry> {
    this.check();
    const entry = this.child(name, options?.create === true);
    if (!entry) throw fail('NotFoundError', `No folder ${name}.`);
    if (!(entry instanceof MemoryDirectory)) throw fail('TypeMismatchError', `${name} is a file.`);
    return entry;
  }

  async getFileHandle(name: string, options?: { create?: boolean }): Promise<FileEntry> {
    this.check();
    let entry = this.entries.get(name);
    if (!entry && options?.create) {
      entry = new MemoryFile(name, this.disk);
      this.entries.set(name, entry);
    }
    if (!entry) throw fail('NotFoundError', `No file ${name}.`);
    if (!(entry instanceof MemoryFile)) throw fail('TypeMismatchError', `${name} is a folder.`);
    return entry;
  }

  async removeEntry(name: string, options?: { recursive?: boolean }): Promise<void> {
    this.check();
    const entry = this.entries.get(name);
    if (!entry) throw fail('NotFoundError', `No entry ${name}.`);
    if (entry instanceof MemoryDirectory && entry.entries.size > 0 && !options?.recursive) {
      throw fail('InvalidModificationError', `${name} is not empty.`);
    }
    this.entries.delete(name);
  }
}

class MemoryFile implements FileEntry {
  readonly kind = 'file';
  bytes: Uint8Array = new Uint8Array();

  constructor(
    readonly name: string,
    private readonly disk: MemoryDisk,
  ) {}

  async getFile(): Promise<Blob> {
    if (this.disk.denied) throw fail('NotAllowedError', 'Permission denied.');
    return new Blob([this.bytes as Uint8Array<ArrayBuffer>]);
  }

  async createWritable(): Promise<WritableFile> {
    if (this.disk.denied) throw fail('NotAllowedError', 'Permission denied.');
    const chunks: Uint8Array[] = [];
    let written = 0;
    return {
      write: async (data) => {
        const bytes = data instanceof Blob ? new Uint8Array(await data.arrayBuffer()) : data;
        written += bytes.byteLength;
        if ((this.disk.top?.usedBytes() ?? 0) - this.bytes.byteLength + written > this.disk.quota) {
          throw fail('QuotaExceededError', 'The disk is full.');
        }
        chunks.push(bytes);
      },
      close: async () => {
        const next = new Uint8Array(written);
        let at = 0;
        for (const chunk of chunks) {
          next.set(chunk, at);
          at += chunk.byteLength;
        }
        this.bytes = next;
      },
      abort: async () => {
        chunks.length = 0;
      },
    };
  }
}
