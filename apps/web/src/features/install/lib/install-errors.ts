import { INSTALL_MESSAGES } from './messages';

export type InstallFailure =
  | 'unsupported'
  | 'notGameFolder'
  | 'permission'
  | 'diskFull'
  | 'folderMoved'
  | 'inTheWay'
  | 'badZip'
  | 'download'
  | 'backup'
  | 'unknown';

const detailOf = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error));

/** A failure the player is told about in words: every DOMException the API throws maps to one. */
export class InstallError extends Error {
  constructor(
    readonly failure: InstallFailure,
    message: string,
  ) {
    super(message);
    this.name = 'InstallError';
  }

  static backup(error: unknown): InstallError {
    const reason = toInstallError(error);
    const known = reason.failure !== 'unknown';
    return new InstallError('backup', INSTALL_MESSAGES.backupFailed(known ? reason.message : detailOf(error)));
  }
}

/** The player-facing error for anything an install, restore or remove threw. */
export function toInstallError(error: unknown): InstallError {
  if (error instanceof InstallError) return error;
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return new InstallError('permission', INSTALL_MESSAGES.permissionRefused);
    case 'QuotaExceededError':
      return new InstallError('diskFull', INSTALL_MESSAGES.diskFull);
    case 'NotFoundError':
    case 'InvalidStateError':
      return new InstallError('folderMoved', INSTALL_MESSAGES.folderMoved);
    case 'TypeMismatchError':
      return new InstallError('inTheWay', INSTALL_MESSAGES.inTheWay(detailOf(error)));
    default:
      return new InstallError('unknown', INSTALL_MESSAGES.unknown(detailOf(error)));
  }
}
