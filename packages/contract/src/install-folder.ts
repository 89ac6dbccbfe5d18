/**
 * Where Le Mans Ultimate reads a car's custom livery, relative to the game folder (see
 * docs/lmu-install.md). Stored with forward slashes; the browser writes there through the File
 * System Access API, one folder name at a time, so a value can never climb out of the game folder.
 */
export const LIVERIES_ROOT = 'UserData/Liveries';
export const INSTALL_FOLDER_MAX = 200;

export const INSTALL_FOLDER_MESSAGES = {
  required: 'Install folder is required!',
  tooLong: `The install folder must be at most ${INSTALL_FOLDER_MAX} characters.`,
  notRelative: 'The install folder must be a path inside the game folder, like UserData/Liveries.',
  noParent: 'The install folder cannot contain "." or ".." folders.',
  badCharacters: 'The install folder cannot contain < > : " | ? * or invisible characters.',
  badEnds: 'A folder name cannot start or end with a space, or end with a dot.',
} as const;

/** Characters Windows refuses in a file or folder name (the game runs on Windows). */
export const FORBIDDEN_IN_NAME = /[<>:"|?*]/;

/** The folder names of a stored install folder, in order. */
export function installFolderSegments(folder: string): string[] {
  return folder.split('/').filter((s) => s.length > 0);
}

/**
 * Where a model's livery goes unless an admin says otherwise: the game imports a custom livery
 * from the two files lying directly in `UserData/Liveries` (DESIGN §5, the FAQ), for any car.
 */
export const DEFAULT_INSTALL_FOLDER = LIVERIES_ROOT;
