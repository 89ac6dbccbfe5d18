import { MESSAGES } from '@paddock/contract';

export type FavoriteVerb = 'favorite' | 'unfavorite';

/** Every message of the livery page, verbatim from spec member-site §2, §5 and §8. */
export const LIVERY_PAGE_MESSAGES = {
  loading: 'Loading livery details... Please wait!',
  invalidId: 'Invalid Livery ID!',
  notFound: (id: string | number) => `Livery ID ${id} not found!`,
  fetchFailed: 'Error fetching details!',
  noScreenshots: 'No screenshots provided.',
  noDescription: 'No description provided.',
  ownerNote: 'Only you can see these management options.',
  versions: {
    loading: 'Loading versions...',
    failed: 'Could not load the versions of this livery.',
    /** A first version published before versions existed has no changelog. */
    initialRelease: 'Initial release',
  },
  flatView: {
    /** Hover alone meant nothing on a phone (issue 34 §9): a tap names the region too. */
    showRegionMap: 'Show the region map (point at or tap a region to see its material)',
  },
  regions: {
    /** Under the Region Specifications box while more regions are below its fold (issue 34 §7). */
    moreBelow: (n: number) => `Scroll for ${n} more ${n === 1 ? 'region' : 'regions'}`,
  },
  related: {
    loading: 'Loading related liveries...',
    error: (message: string) => `Error loading related: ${message}`,
    failed: 'Failed to load related liveries.',
  },
  download: {
    inProgress: 'Download already in progress...',
    missing: 'Cannot download - livery data or file URL is missing!',
    noFileUrl: 'Download failed: Server did not provide a valid file URL in the response.',
    notFound: 'Download failed: Livery file not found on server (404).',
    failed: (detail: string) => `Download failed: ${detail}`,
    status: (status: number) => `Download failed: Server responded with ${status}.`,
    fileFetch: (status: number, text: string) => `HTTP ${status}: ${text}`,
    starting: 'Starting download...',
    completed: 'Download completed! Your livery file is ready.',
  },
  favorite: (verb: FavoriteVerb) => ({
    signIn: `You need to be logged in to ${verb} a livery!`,
    missing: `Cannot ${verb} - Livery information missing!`,
    forbidden: `You can't ${verb} this livery (maybe you already did?).`,
    notFound: `Failed to ${verb}: Livery not found.`,
    failed: (detail: string) => `Failed to ${verb}: ${detail}`,
    success: `Livery ${verb}d successfully!`,
  }),
  report: {
    signIn: 'You need to be logged in to report a livery!',
    unauthorized: 'You must be logged in to report.',
    notFound: 'Failed to report: Livery not found.',
    failed: (detail: string) => `Report Submission Failed: ${detail}`,
    missing: 'Cannot submit report - Livery information missing!',
    unexpected: MESSAGES.common.unexpected,
    success: 'Thank you for your report! It has been submitted and will be reviewed.',
  },
  delete: {
    cannot: 'Cannot delete this livery.',
    failed: (detail: string) => `Deletion failed: ${detail}`,
    unexpected: 'An unexpected error occurred.',
    success: (title: string) => `"${title}" was deleted successfully!`,
  },
} as const;
