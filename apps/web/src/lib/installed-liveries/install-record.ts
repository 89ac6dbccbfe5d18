/** The two files a livery is, as the game reads them (DESIGN §5). */
export const LIVERY_FILES = ['customskin.tga', 'customskin_region.tga'] as const;
export type LiveryFileName = (typeof LIVERY_FILES)[number];

/** The folder, inside a car's install folder, that holds Paddock's backups. */
export const BACKUPS_FOLDER = 'Paddock backups';

/**
 * The folder, inside BACKUPS_FOLDER, holding what was in the car's folder before Paddock first
 * wrote there (issue 34): made once, never overwritten or removed; Restore always puts it back.
 */
export const ORIGINAL_FOLDER = 'Your original files';

/** A backup folder (inside BACKUPS_FOLDER) and which livery files it holds. */
export interface SavedBackup {
  folder: string;
  files: LiveryFileName[];
  /** The Paddock livery whose files these are; null: files not installed by Paddock. */
  of: ReplacedLivery | null;
  /** When it was made; null when Paddock no longer knows (a record kept before issue 34). */
  savedAt?: string | null;
}

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
  /** The backup this install made of what was there before; null: nothing needed one. */
  backup: SavedBackup | null;
  /**
   * The player's own files from before Paddock first wrote into the folder (ORIGINAL_FOLDER, which
   * may hold no file: the folder was empty). Undefined on records kept before issue 34, whose
   * Restore puts back `backup` instead; null when Paddock cannot tell which files were the player's.
   */
  original?: SavedBackup | null;
  /** Every dated backup made in the folder since the original, oldest first (this install's included). */
  backups?: SavedBackup[];
}

/** The Paddock livery whose files a backup holds. */
export type ReplacedLivery = Omit<InstallRecord, 'backup' | 'original' | 'backups'>;

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
