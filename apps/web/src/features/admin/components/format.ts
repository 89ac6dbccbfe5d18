const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** '12 Jun 2025' for an ISO timestamp. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
/** '12 Jun 2025, 14:05' for an ISO timestamp. */
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
/** '1,234' */
export const formatCount = (n: number) => n.toLocaleString('en-US');
