/** Every message the install feature shows, in one place. */
export const INSTALL_MESSAGES = {
  unsupported:
    'Installing straight into the game needs a desktop Chromium browser (Chrome, Edge, Opera): download the zip and unzip it into the car’s folder instead.',
  notGameFolder: (missing: string) =>
    `That folder does not look like Le Mans Ultimate’s: ${missing} is missing. Pick the game folder, usually …\\steamapps\\common\\Le Mans Ultimate.`,
  permissionRefused:
    'Paddock was not allowed to write to the game folder. Install again and choose “Allow” (or “Edit files”).',
  diskFull: 'The disk is full: free some space and install again. Your previous files are untouched.',
  folderMoved: 'The game folder (or the car’s folder) was moved or deleted. Pick the game folder again.',
  inTheWay: (name: string) => `“${name}” is in the way: a file where Paddock expects a folder, or the other way round.`,
  badZip:
    'This livery’s zip does not hold customskin.tga and customskin_region.tga: report it, and try another livery.',
  download: (detail: string) => `The download failed: ${detail}`,
  backupFailed: (detail: string) => `Your current files could not be backed up, so nothing was changed. ${detail}`,
  unknown: (detail: string) => `Installing failed: ${detail}`,
  installed: (title: string, folder: string) => `“${title}” is installed in ${folder}.`,
  restored: 'Your previous files are back.',
  restoredOriginal: 'Your original files are back: the car’s folder is as it was before Paddock first installed there.',
  restoredEmpty:
    'The livery files were removed: the car’s folder is empty again, as it was before Paddock first installed there.',
  removed: 'The livery files were removed.',
  nextStep: (car: string) =>
    `Next, in Le Mans Ultimate: open the showroom, choose the ${car}, then “Apply to a New Car”, and assign the materials per region as the livery page lists them.`,
  folderChosen: (name: string) =>
    `Paddock will install into “${name}”. Nothing is written until you press the button above.`,
  packButton: 'Install pack in LMU',
  packHowTo:
    'Le Mans Ultimate imports one livery at a time: install one, apply it to its car in the showroom (Apply to a New Car), then install the next. Whatever is in the folder is backed up first.',
  packEntryLoading: 'Loading the livery…',
  packEntryMissing: 'This livery could not be loaded; it may have been deleted.',
} as const;
