import type {
  AdminUser,
  AdminUserDetail,
  CarClass,
  CarModel,
  CollectionDetail,
  CollectionSummary,
  LiveryDetail,
  LiveryListItem,
  RegionConfiguration,
  Tag,
} from '@paddock/contract';

/**
 * Test data built on the contract types: one call makes a valid value, and a test passes as
 * overrides only the fields its assertions depend on.
 */

type Screenshot = LiveryDetail['screenshots'][number];

/** A livery card as lists answer it; the title follows the id unless given. */
export function liveryListItem(overrides: Partial<LiveryListItem> = {}): LiveryListItem {
  const id = overrides.id ?? 1;
  return {
    id,
    title: `Livery ${id}`,
    primaryScreenshotUrl: null,
    authorId: 1,
    authorUsername: 'lena',
    carClassName: 'Hypercar',
    carModelName: 'Porsche 963',
    uploadDate: '2026-01-01T00:00:00.000Z',
    downloadCount: 0,
    favoriteCount: 0,
    ratingAverage: null,
    ratingCount: 0,
    tags: [],
    ...overrides,
  };
}

/** A 1600×900 screenshot whose addresses follow its id. */
export function screenshot(overrides: Partial<Screenshot> = {}): Screenshot {
  const id = overrides.id ?? 1;
  return {
    id,
    url: `/media/s/${id}.webp`,
    thumbnailUrl: `/media/t/${id}.webp`,
    width: 1600,
    height: 900,
    ...overrides,
  };
}

/** One region's material, every style field empty unless given. */
export function regionConfiguration(
  config: Pick<RegionConfiguration, 'regionName' | 'material'> & Partial<RegionConfiguration>,
): RegionConfiguration {
  return {
    metallicFlake_Style: null,
    metallicFlake_FlakeColorRGB: null,
    metallicFlake_FlakeStrength: null,
    metallicPaint_Style: null,
    metallicPaint_FlakeColorRGB: null,
    metallicPaint_FlakeStrength: null,
    wrap_Style: null,
    sticker_Style: null,
    chrome_Style: null,
    ...config,
  };
}

/** All five regions, out of display order, with one of each material family. */
export function regionConfigurations(): RegionConfiguration[] {
  return [
    regionConfiguration({ regionName: 'White', material: 'Stickers', sticker_Style: 'StrongMatte' }),
    regionConfiguration({ regionName: 'Red', material: 'Carbon' }),
    regionConfiguration({
      regionName: 'Black',
      material: 'MetallicFlakes',
      metallicFlake_Style: 'Shiny',
      metallicFlake_FlakeColorRGB: '255,200,0',
      metallicFlake_FlakeStrength: 'Medium',
    }),
    regionConfiguration({ regionName: 'Blue', material: 'Chrome', chrome_Style: 'Reflective' }),
    regionConfiguration({ regionName: 'Green', material: 'Wrap', wrap_Style: 'MediumStrong' }),
  ];
}

/** A livery's page: uploaded by lena (id 3), one screenshot, all five regions set. */
export function liveryDetail(overrides: Partial<LiveryDetail> = {}): LiveryDetail {
  return {
    id: 7,
    title: 'Gulf Heritage 963',
    description: '',
    uploader: { id: 3, username: 'lena' },
    tags: [{ id: 1, name: 'Real team' }],
    carClassId: 1,
    carClassName: 'Hypercar',
    carModelId: 2,
    carModelName: 'Porsche 963',
    installFolder: 'UserData/Liveries',
    uploadDate: '2026-03-14T12:00:00.000Z',
    updatedAt: '2026-03-14T12:00:00.000Z',
    downloadCount: 12,
    favoriteCount: 1,
    isFavoritedByCurrentUser: false,
    ratingAverage: null,
    ratingCount: 0,
    liveryFileUrl: '/media/liveries/abc.zip',
    fileSize: 100,
    screenshots: [screenshot()],
    regionConfigurations: regionConfigurations(),
    basedOn: null,
    allowDerivatives: true,
    derivativeCount: 0,
    ...overrides,
  };
}

/** One page of a paged answer (pages of 20 unless told). */
export function page<T>(items: T[], totalCount = items.length, pageSize = 20) {
  return { items, totalCount, totalPages: Math.max(1, Math.ceil(totalCount / pageSize)) };
}

/** A row of the admin user list; the username follows the id and the email the username unless given. */
export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  const id = overrides.id ?? 1;
  const username = overrides.username ?? `member${id}`;
  return {
    id,
    username,
    email: `${username}@example.com`,
    role: 'user',
    status: 'active',
    dateRegistered: '2025-06-10T12:00:00.000Z',
    uploadedLiveriesCount: 2,
    ...overrides,
  };
}

/** The admin's full view of a member, who gave GDPR consent. */
export function adminUserDetail(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  const user = adminUser(overrides);
  return {
    ...user,
    authId: `auth-${user.id}`,
    hasGivenGdprConsent: true,
    gdprConsentDate: '2025-06-11T08:30:00.000Z',
    ...overrides,
  };
}

/**
 * The catalogue the upload and edit forms load: Hypercar (Porsche 963, Ferrari 499P), LMGT3
 * (BMW M4 GT3), and the tag Historic.
 */
export const formCatalogue = {
  carClasses: [
    { id: 1, name: 'Hypercar', modelCount: 2 },
    { id: 2, name: 'LMGT3', modelCount: 1 },
  ] satisfies CarClass[],
  carModels: [
    {
      id: 10,
      name: 'Porsche 963',
      installFolder: 'UserData/Liveries/Porsche_963',
      carClassId: 1,
      carClassName: 'Hypercar',
      liveryCount: 0,
      aliases: [],
    },
    {
      id: 11,
      name: 'Ferrari 499P',
      installFolder: 'UserData/Liveries/Ferrari_499P',
      carClassId: 1,
      carClassName: 'Hypercar',
      liveryCount: 0,
      aliases: [],
    },
    {
      id: 20,
      name: 'BMW M4 GT3',
      installFolder: 'UserData/Liveries/BMW_M4_GT3',
      carClassId: 2,
      carClassName: 'LMGT3',
      liveryCount: 0,
      aliases: [],
    },
  ] satisfies CarModel[],
  tags: [{ id: 3, name: 'Historic', liveryCount: 0 }] satisfies Tag[],
};

/** The body `formCatalogue` answers to a catalogue GET, or undefined when the address is not one. */
export function formCatalogueBody(url: string): unknown {
  const path = new URL(url, 'http://localhost').pathname;
  if (path === '/api/carclasses') return formCatalogue.carClasses;
  if (path === '/api/tags') return formCatalogue.tags;
  const classId = /^\/api\/carclasses\/(\d+)\/models$/.exec(path)?.[1];
  if (classId) return formCatalogue.carModels.filter((m) => m.carClassId === Number(classId));
  return undefined;
}

/** A private collection of member 9 with no entries. */
export function collectionSummary(overrides: Partial<CollectionSummary> = {}): CollectionSummary {
  return {
    id: 1,
    name: 'Favourites',
    description: null,
    visibility: 'private',
    isLeaguePack: false,
    entryCount: 0,
    ownerId: 9,
    ownerUsername: 'apex',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    coverUrl: null,
    ...overrides,
  };
}

/** A public league pack of member 9 with no entries, seen by its owner. */
export function collectionDetail(overrides: Partial<CollectionDetail> = {}): CollectionDetail {
  return {
    ...collectionSummary({ id: 5, name: 'Sprint Cup', visibility: 'public', isLeaguePack: true }),
    isOwner: true,
    entries: [],
    ...overrides,
  };
}
