/**
 * The upload and edit messages of spec member-site §8 that only the browser shows (the server's
 * own rules and messages live in @paddock/contract: LIVERY_INPUT_MESSAGES, TGA_MESSAGES).
 */
export const UPLOAD_MESSAGES = {
  uploaded: (title: string) => `Livery "${title}" uploaded successfully!`,
  versionPublished: (number: number) => `Version ${number} published!`,
  versionFilesRequired: 'Choose the new customskin.tga and customskin_region.tga.',
  failedWithErrors: (errors: readonly string[]) => `Upload failed: ${errors.join('; ')}`,
  failedWith: (message: string) => `Upload failed: ${message}`,
  failedStatus: (status: number) => `Upload failed: Server responded with status ${status}. Please try again.`,
  noResponse: 'Upload failed: No response from server. Please check your connection and try again.',
  failed: 'Upload failed. Please try again.',
  cancelled: 'Upload cancelled. Your form is as you left it.',
  formDataFailed: 'Failed to load required form data. Please refresh and try again.',
  modelsFailed: (message: string) => `Failed to load models: ${message}`,
  tagsOrClassesFailed: 'Failed to load tags or classes.',
  convertFailed: (fileName: string) => `Failed to convert ${fileName}. Using original format.`,
  conversionFailed: 'Image conversion failed! Using original images.',
  screenshotsTrimmed: (max: number) => `Only the first ${max} screenshots were kept.`,
  screenshotType: (fileName: string) => `${fileName} is not a JPG or PNG image.`,
} as const;

export const EDIT_MESSAGES = {
  invalidId: 'Invalid ID.',
  notFound: 'Livery not found.',
  loadFailed: 'Failed to load livery data.',
  updated: 'Livery updated successfully!',
  updateFailed: 'Failed to update livery. Please try again.',
} as const;
