/** Admin Liveries copy (spec admin-and-pages §2, §5, §8), verbatim where the spec quotes it. */
export const ADMIN_LIVERY_MESSAGES = {
  updated: 'Livery updated successfully!',
  updateFailed: (message: string) => `Failed to update livery: ${message}`,
  confirmDelete: (title: string) => `Are you sure you want to DELETE ${title}? This cannot be undone!`,
  confirmBulkDelete: (n: number) => `Are you sure you want to DELETE ${n} selected liveries? This cannot be undone!`,
  deleted: (title: string) => `${title} has been deleted!`,
  deleteFailed: (message: string) => `Failed to delete livery: ${message}`,
  loadFailed: (message: string) => `Failed to load liveries: ${message}`,
  bulkDeleted: (n: number) => `${n} ${n === 1 ? 'livery' : 'liveries'} deleted.`,
  bulkMoved: (n: number, model: string) => `${n} ${n === 1 ? 'livery' : 'liveries'} moved to ${model}.`,
  bulkTagged: (n: number, tag: string) => `Tag "${tag}" added to ${n} ${n === 1 ? 'livery' : 'liveries'}.`,
  bulkFailed: (message: string) => `Bulk action failed: ${message}`,
  empty: 'No liveries match these filters.',
} as const;

/** The sort-by choices of the filter bar. */
export const LIVERY_SORT_OPTIONS = [
  { value: 'uploadDate', label: 'Upload Date' },
  { value: 'downloads', label: 'Downloads' },
  { value: 'title', label: 'Title' },
  { value: 'author', label: 'Author' },
] as const;
