import {
  type LiveryDetail,
  liveryPageDescription as sharedDescription,
  liveryPageTitle as sharedTitle,
} from '@paddock/contract';

const MAX_ID = 2_147_483_647;

/** The numeric id of the address, or null when it is not a positive whole number ('Invalid Livery ID!'). */
export function parseLiveryId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** '{title} by {uploader or Unknown}' (the site title is added by formatTitle); the server's preview says the same. */
export function liveryPageTitle(livery: Pick<LiveryDetail, 'title' | 'uploader'>): string {
  return sharedTitle({ title: livery.title, uploaderName: livery.uploader?.username ?? null });
}

/** The first 155 characters of the description, or a default sentence (the same text as the server's preview). */
export function liveryPageDescription(
  livery: Pick<LiveryDetail, 'title' | 'description' | 'carModelName' | 'uploader'>,
): string {
  return sharedDescription({
    title: livery.title,
    description: livery.description,
    carModelName: livery.carModelName,
    uploaderName: livery.uploader?.username ?? null,
  });
}

/** 'November 22, 2026'; 'Unknown' without a date; 'Invalid Date' when it cannot be read. */
export function formatLongDate(value: string | null | undefined): string {
  if (!value) return 'Unknown';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** 'MetallicFlakes' → 'Metallic Flakes', 'MediumStrong' → 'Medium Strong'. */
export function humanize(value: string): string {
  return value.replace(/([a-z])([A-Z])/g, '$1 $2');
}
