/** The two files a livery is, as the game reads them (DESIGN §5). */
export const LIVERY_FILES = ['customskin.tga', 'customskin_region.tga'] as const;
export type LiveryFileName = (typeof LIVERY_FILES)[number];

/** The folder, inside a car's install folder, that holds Paddock's backups. */
export const BACKUPS_FOLDER = 'Paddock backups';

/** What Paddock wrote into one car folder: kept in IndexedDB, listed in the Installed panel. */
export interface InstallRecord {
  liveryId: number;
  title: string;
  /** The car model's install folder at the time, relative to the game folder. */
  installFolder: string;
  carModelName: string;
  /** The livery's dates when installed: a later one on the server means an update is available. */
  liveryUploadDate: string;
  liveryUpdatedAt: string;
  installedAt: string;
  /** The size of each file written, to tell later whether the player changed them since. */
  files: { name: LiveryFileName; size: number }[];
  /** The backup (inside BACKUPS_FOLDER) of what was there before, and which files it holds; null: the folder was empty. */
  backup: { folder: string; files: LiveryFileName[]; of: ReplacedLivery | null } | null;
}

/** The Paddock livery whose files a backup holds, so Restore can list it as installed again. */
export type ReplacedLivery = Omit<InstallRecord, 'backup'>;

/** The livery being installed, as the page knows it. */
export interface LiveryToInstall {
  id: number;
  title: string;
  installFolder: string;
  carModelName: string;
  uploadDate: string;
  updatedAt: string;
}

/** "Update available" when the livery changed on the server after it was installed. */
export function hasUpdate(
  record: Pick<InstallRecord, 'liveryUpdatedAt' | 'liveryUploadDate'>,
  livery: { updatedAt?: string; uploadDate: string },
) {
  const newer = (now: string | undefined, then: string) => now !== undefined && Date.parse(now) > Date.parse(then);
  return newer(livery.updatedAt, record.liveryUpdatedAt) || newer(livery.uploadDate, record.liveryUploadDate);
}
