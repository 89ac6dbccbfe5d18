/** Messages quoted by the specification, shown verbatim by the web app and sent by the server. */
export const MESSAGES = {
  catalogue: {
    classNameRequired: 'Class name is required!',
    modelNameRequired: 'Model name is required!',
    modelClassRequired: 'Car class is required!',
    tagNameRequired: 'Tag name is required!',
    classDeleteBlocked: (name: string, n: number) =>
      `Cannot delete "${name}" because it has ${n} car models. Delete the models first!`,
    modelDeleteBlocked: (name: string, n: number) =>
      `Cannot delete "${name}" because it has ${n} liveries. Delete the liveries first!`,
    tagDeleteBlocked: (name: string, n: number) =>
      `Cannot delete "${name}" because ${n} liveries use it. Remove the tag from them first!`,
    classNameTaken: (name: string) => `A car class named "${name}" already exists.`,
    modelNameTaken: (name: string) => `A car model named "${name}" already exists in this class.`,
    tagNameTaken: (name: string) => `A tag named "${name}" already exists.`,
    classNotFound: 'Car class not found.',
    modelNotFound: 'Car model not found.',
    tagNotFound: 'Tag not found.',
    aliasEmpty: 'A nickname cannot be empty.',
    aliasTooLong: (alias: string, max: number) => `The nickname "${alias}" is longer than ${max} characters.`,
    aliasCharacters: (alias: string) =>
      `The nickname "${alias}" may only hold letters, digits, spaces and hyphens, with at least one letter or digit.`,
    aliasesTooMany: (max: number) => `A car model can have at most ${max} nicknames.`,
    aliasesNotList: 'Nicknames must be a list of words.',
  },
  auth: {
    signInRequired: 'You need to be signed in to do that.',
    forbidden: 'You do not have permission to do that.',
    banned: 'Your account has been banned. Contact us if you think this is a mistake.',
    consentRequired: 'You must agree to the Terms of Service and Privacy Policy.',
    accessDenied: 'Access Denied: You do not have the required administrator privileges to access this area.',
    permissionCheckFailed: 'An error occurred while checking permissions. Redirecting to home.',
  },
  navigation: {
    failed: 'Navigation failed. Please try again.',
  },
  common: {
    invalidId: 'The id in the address must be a positive whole number.',
    notFound: 'Not found.',
    validation: 'Some fields are not valid.',
    databaseUnavailable: 'The database is unavailable. Please try again shortly.',
    databaseBusy: 'The site is busy right now. Please try again in a moment.',
    /** The file store (the S3 bucket) is down or not answering (issue 33). */
    storageUnavailable: 'File storage is unavailable, please try again shortly.',
    /** A write that raced a deletion of what it refers to (a livery removed while it was commented on). */
    changedMeanwhile: 'What you were acting on changed or was removed meanwhile. Please reload the page and try again.',
    unexpected: 'An unexpected error occurred. Please try again.',
    tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  },
} as const;
