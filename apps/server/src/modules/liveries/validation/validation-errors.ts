import { LIMITS, LIVERY_ZIP_ENTRIES } from '@paddock/contract';
import { AppError } from '../../../lib/app-error';

/** Stable codes the web app can switch on; the messages are for people. */
export const VALIDATION_CODES = {
  notAZip: 'NOT_A_ZIP',
  invalidZip: 'INVALID_LIVERY_ZIP',
  liveryTooLarge: 'LIVERY_TOO_LARGE',
  unsupportedImage: 'UNSUPPORTED_IMAGE',
  screenshotTooLarge: 'SCREENSHOT_TOO_LARGE',
  invalidScreenshot: 'INVALID_SCREENSHOT',
} as const;

const { livery, regionMap } = LIVERY_ZIP_ENTRIES;
const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

export const LIVERY_ZIP_MESSAGES = {
  notAZip: 'The livery file must be a zip archive.',
  zipTooLarge: (max: number) => `The livery zip must be at most ${megabytes(max)}.`,
  entryTooLarge: (name: string, max: number) => `${name} must be at most ${megabytes(max)} once unzipped.`,
  entryCount: `The zip must contain exactly two files: ${livery} and ${regionMap}.`,
  badName: `The zip may only contain ${livery} and ${regionMap}, at the top level, with no folders or paths.`,
  duplicate: `The zip must contain ${livery} and ${regionMap} once each.`,
  notAFile: 'The zip must not contain folders, links or other special entries.',
  encrypted: 'The zip must not be encrypted or password-protected.',
  compression: 'The zip uses an unsupported compression method. Use standard zip (deflate) compression.',
  nestedArchive: 'The zip must not contain other archives.',
  damaged: 'This zip file is damaged or incomplete.',
  hiddenContent:
    'This zip holds data its table of contents does not list, or lists it inconsistently. Re-create it with a standard zip tool.',
  tga: (name: string, message: string) => `${name}: ${message}`,
  tgaDamaged: (name: string) => `${name}: the image data does not match its TGA header, so the file may be damaged.`,
} as const;

export const SCREENSHOT_MESSAGES = {
  unsupported: 'Screenshots must be JPEG, PNG or WebP images.',
  tooLarge: (max: number) => `Each screenshot must be at most ${megabytes(max)}.`,
  tooManyPixels: (maxPixels: number) =>
    `This screenshot has too many pixels (at most ${Math.floor(maxPixels / 1_000_000)} megapixels).`,
  damaged: 'This screenshot is damaged or incomplete.',
} as const;

export const zipErrors = {
  notAZip: () => new AppError(415, VALIDATION_CODES.notAZip, LIVERY_ZIP_MESSAGES.notAZip),
  invalid: (message: string) => new AppError(400, VALIDATION_CODES.invalidZip, message),
  tooLarge: (message: string) => new AppError(413, VALIDATION_CODES.liveryTooLarge, message),
};

export const screenshotErrors = {
  unsupported: () => new AppError(415, VALIDATION_CODES.unsupportedImage, SCREENSHOT_MESSAGES.unsupported),
  tooLarge: (max: number = LIMITS.screenshotBytesMax) =>
    new AppError(413, VALIDATION_CODES.screenshotTooLarge, SCREENSHOT_MESSAGES.tooLarge(max)),
  tooManyPixels: (maxPixels: number) =>
    new AppError(400, VALIDATION_CODES.invalidScreenshot, SCREENSHOT_MESSAGES.tooManyPixels(maxPixels)),
  damaged: () => new AppError(400, VALIDATION_CODES.invalidScreenshot, SCREENSHOT_MESSAGES.damaged),
};

/** Errors from the file system (a missing temp file, EMFILE…) are server faults, not bad uploads. */
export function isSystemError(error: unknown): boolean {
  return typeof (error as NodeJS.ErrnoException | undefined)?.syscall === 'string';
}
