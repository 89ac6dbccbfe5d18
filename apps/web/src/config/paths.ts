import type { PageMeta } from '@/lib/page-meta';

/** Who may open a route (spec admin-and-pages §2 route table); enforced by the navigation guard. */
export type RouteAccess = 'open' | 'login' | 'admin';

export interface RouteDefinition {
  /** Route name from the spec. */
  name: string;
  path: string;
  access: RouteAccess;
  meta: PageMeta;
}

/**
 * The search-result text of the public pages, one line each. Pages without one (members' and admin
 * pages, which search engines are told not to index) keep the site's default.
 */
const DESCRIPTIONS = {
  liveryDetail:
    'Screenshots, car, class and paint details of a Le Mans Ultimate livery, ready to download and install.',
  browseLiveries:
    'Browse every community livery for Le Mans Ultimate. Filter by car class, model and tag; sort by date, downloads or favourites.',
  uploadLivery:
    'Share your Le Mans Ultimate livery: add the TGA files, screenshots and the material of each paint region.',
  login: 'Sign in to Paddock to favourite, upload and manage your Le Mans Ultimate liveries.',
  register: 'Create a free Paddock account to upload, favourite and share Le Mans Ultimate liveries.',
  myLiveries: 'The liveries you have uploaded to Paddock.',
  myCollections: 'Your collections and league packs of Le Mans Ultimate liveries.',
  collectionDetail: 'A collection of Le Mans Ultimate liveries shared on Paddock.',
  editLivery: 'Edit the title, car, tags and paint regions of your livery.',
  userProfile: 'Liveries for Le Mans Ultimate uploaded by a member of the Paddock community.',
  updatePassword: 'Choose a new password for your Paddock account.',
  settings: 'Manage your Paddock profile, password and personal data.',
  privacyPolicy: 'How Paddock collects, uses and protects your personal data, and the choices you have.',
  termsOfService: 'The terms for using Paddock and for sharing Le Mans Ultimate liveries on it.',
  faq: 'Answers about finding, installing and uploading Le Mans Ultimate liveries on Paddock.',
  contact: 'Questions, feedback or a problem with Paddock? Send us a message and we will get back to you.',
} as const;

/** Pages open to everyone that search engines should still leave out. */
const UNLISTED_OPEN_PAGES = new Set<string>(['updatePassword', 'unsubscribe', 'notFound']);

type RouteRow = readonly [name: string, path: string, access: RouteAccess, title?: string];

/** The route table: one place for every path, its name, access and page title. */
const ROUTES = {
  home: ['Home', '/', 'open'],
  liveryDetail: ['LiveryDetail', '/livery/:id/:title', 'open', 'Livery Details'],
  browseLiveries: ['BrowseLiveries', '/liveries', 'open', 'Explore All Liveries'],
  uploadLivery: ['UploadLivery', '/upload', 'login', 'Upload Livery'],
  login: ['Login', '/login', 'open', 'Login'],
  register: ['Register', '/register', 'open', 'Register'],
  myLiveries: ['MyLiveries', '/my-liveries', 'login', 'My Liveries'],
  myCollections: ['MyCollections', '/collections', 'login', 'My Collections'],
  collectionDetail: ['CollectionDetail', '/collections/:id/:slug', 'open', 'Collection'],
  editLivery: ['EditLivery', '/liveries/:id/:title/edit', 'login', 'Edit Livery'],
  userProfile: ['UserProfile', '/users/:id/liveries', 'open', 'User Profile'],
  updatePassword: ['UpdatePassword', '/update-password', 'open', 'Update Password'],
  settings: ['UserSettings', '/settings', 'login', 'Account Settings'],
  notifications: ['Notifications', '/notifications', 'login', 'Notifications'],
  unsubscribe: ['Unsubscribe', '/unsubscribe', 'open', 'Unsubscribe'],
  privacyPolicy: ['Privacy', '/privacy-policy', 'open', 'Privacy Policy'],
  termsOfService: ['TermsOfService', '/terms-of-service', 'open', 'Terms of Service'],
  faq: ['FAQ', '/faq', 'open', 'FAQ'],
  contact: ['Contact', '/contact', 'open', 'Contact Us'],
  admin: ['Admin', '/admin', 'admin', 'Admin Panel'],
  adminDashboard: ['AdminDashboard', '/admin/dashboard', 'admin', 'Admin Dashboard'],
  adminUsers: ['AdminUsers', '/admin/users', 'admin', 'Admin Users'],
  adminLiveries: ['AdminLiveries', '/admin/liveries', 'admin', 'Admin Liveries'],
  adminReports: ['AdminReports', '/admin/reports', 'admin', 'Admin Reports'],
  adminCarClasses: ['AdminCarClasses', '/admin/car-classes', 'admin', 'Admin Car Classes'],
  adminCarModels: ['AdminCarModels', '/admin/car-models', 'admin', 'Admin Car Models'],
  adminTags: ['AdminTags', '/admin/tags', 'admin', 'Admin Tags'],
  adminContactMessages: ['AdminContactMessages', '/admin/contact-messages', 'admin', 'Admin Contact Inbox'],
  adminAudit: ['AdminAudit', '/admin/audit', 'admin', 'Admin Audit Log'],
  adminCollections: ['AdminCollections', '/admin/collections', 'admin', 'Admin Collections'],
  adminPossibleCopies: ['AdminPossibleCopies', '/admin/possible-copies', 'admin', 'Admin Possible Copies'],
  notFound: ['NotFound', '*', 'open', 'Page Not Found'],
} as const satisfies Record<string, RouteRow>;

export type RouteKey = keyof typeof ROUTES;

/**
 * One route's definition: its metadata follows from the rest. A page behind a login (or open but
 * unlisted) is `noIndex`; the description comes from DESCRIPTIONS; no title keeps the site's default.
 */
function route(key: RouteKey, [name, path, access, title]: RouteRow): RouteDefinition {
  const description = (DESCRIPTIONS as Partial<Record<RouteKey, string>>)[key];
  const noIndex = access !== 'open' || UNLISTED_OPEN_PAGES.has(key);
  const meta: PageMeta = {
    ...(title !== undefined && { title }),
    ...(description !== undefined && { description }),
    ...(noIndex && { noIndex }),
  };
  return { name, path, access, meta };
}

export const paths = Object.fromEntries(
  Object.entries(ROUTES).map(([key, row]) => [key, route(key as RouteKey, row)]),
) as Record<RouteKey, RouteDefinition>;

/** Fills `:param` segments, e.g. href('liveryDetail', { id: 7, title: 'gulf-963' }). */
export function href(key: RouteKey, params: Record<string, string | number> = {}): string {
  return paths[key].path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}
