import { useSyncExternalStore } from 'react';
import type { InstallRecord } from './install-record';

/**
 * What Paddock installed on this computer, and the game folder's handle, in IndexedDB (a handle
 * can be kept nowhere else). Records are keyed by install folder: a car folder holds one livery.
 * A tiny wrapper instead of a dependency: three reads and writes on two stores. Without IndexedDB
 * (tests, private modes that refuse it) the list is empty and nothing fails.
 */
const DB_NAME = 'paddock-install';
const RECORDS = 'installed';
const SETTINGS = 'settings';
const GAME_FOLDER_KEY = 'game-folder';

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(RECORDS, { keyPath: 'installFolder' });
      request.result.createObjectStore(SETTINGS);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opening = null;
      reject(request.error);
    };
  });
  return opening;
}

async function run<T>(store: string, mode: IDBTransactionMode, work: (s: IDBObjectStore) => IDBRequest<T>) {
  const db = await open();
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(store, mode);
    const request = work(tx.objectStore(store));
    tx.oncomplete = () => resolve(request.result);
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

const hasIndexedDb = () => typeof indexedDB !== 'undefined';

// The records, mirrored in memory for React: every card and the header read them at once.
let snapshot: readonly InstallRecord[] = [];
let loaded = false;
const listeners = new Set<() => void>();

async function reload(): Promise<readonly InstallRecord[]> {
  snapshot = hasIndexedDb() ? await run<InstallRecord[]>(RECORDS, 'readonly', (s) => s.getAll()) : [];
  loaded = true;
  for (const listener of listeners) listener();
  return snapshot;
}

export const installedStore = {
  list: (): Promise<readonly InstallRecord[]> => reload(),
  async put(record: InstallRecord): Promise<void> {
    await run(RECORDS, 'readwrite', (s) => s.put(record));
    await reload();
  },
  async remove(installFolder: string): Promise<void> {
    await run(RECORDS, 'readwrite', (s) => s.delete(installFolder));
    await reload();
  },
  /** The game folder handle the player picked (a FileSystemDirectoryHandle), if any. */
  async gameFolder<T>(): Promise<T | undefined> {
    if (!hasIndexedDb()) return undefined;
    return run<T | undefined>(SETTINGS, 'readonly', (s) => s.get(GAME_FOLDER_KEY) as IDBRequest<T | undefined>);
  },
  async setGameFolder(handle: unknown): Promise<void> {
    await run(SETTINGS, 'readwrite', (s) => s.put(handle, GAME_FOLDER_KEY));
  },
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!loaded && hasIndexedDb()) void reload().catch(() => undefined);
  return () => listeners.delete(listener);
}

/** Everything Paddock installed in this browser, kept current across components. */
export function useInstalledLiveries(): readonly InstallRecord[] {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
}
