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

const route = (name: string, path: string, access: RouteAccess, meta: PageMeta): RouteDefinition => ({
  name,
  path,
  access,
  meta,
});

/** The route table: one place for every path, its name, access and page metadata. */
export const paths = {
  home: route('Home', '/', 'open', {}),
  liveryDetail: route('LiveryDetail', '/livery/:id/:title', 'open', {
    title: 'Livery Details',
    description:
      'Screenshots, car, class and paint details of a Le Mans Ultimate livery, ready to download and install.',
  }),
  browseLiveries: route('BrowseLiveries', '/liveries', 'open', {
    title: 'Explore All Liveries',
    description:
      'Browse every community livery for Le Mans Ultimate. Filter by car class, model and tag; sort by date, downloads or favourites.',
  }),
  uploadLivery: route('UploadLivery', '/upload', 'login', {
    title: 'Upload Livery',
    description:
      'Share your Le Mans Ultimate livery: add the TGA files, screenshots and the material of each paint region.',
    noIndex: true,
  }),
  login: route('Login', '/login', 'open', {
    title: 'Login',
    description: 'Sign in to Paddock to favourite, upload and manage your Le Mans Ultimate liveries.',
  }),
  register: route('Register', '/register', 'open', {
    title: 'Register',
    description: 'Create a free Paddock account to upload, favourite and share Le Mans Ultimate liveries.',
  }),
  myLiveries: route('MyLiveries', '/my-liveries', 'login', {
    title: 'My Liveries',
    description: 'The liveries you have uploaded to Paddock.',
    noIndex: true,
  }),
  editLivery: route('EditLivery', '/liveries/:id/:title/edit', 'login', {
    title: 'Edit Livery',
    description: 'Edit the title, car, tags and paint regions of your livery.',
    noIndex: true,
  }),
  userProfile: route('UserProfile', '/users/:id/liveries', 'open', {
    title: 'User Profile',
    description: 'Liveries for Le Mans Ultimate uploaded by a member of the Paddock community.',
  }),
  updatePassword: route('UpdatePassword', '/update-password', 'open', {
    title: 'Update Password',
    description: 'Choose a new password for your Paddock account.',
    noIndex: true,
  }),
  settings: route('UserSettings', '/settings', 'login', {
    title: 'Account Settings',
    description: 'Manage your Paddock profile, password and personal data.',
    noIndex: true,
  }),
  privacyPolicy: route('Privacy', '/privacy-policy', 'open', {
    title: 'Privacy Policy',
    description: 'How Paddock collects, uses and protects your personal data, and the choices you have.',
  }),
  termsOfService: route('TermsOfService', '/terms-of-service', 'open', {
    title: 'Terms of Service',
    description: 'The terms for using Paddock and for sharing Le Mans Ultimate liveries on it.',
  }),
  faq: route('FAQ', '/faq', 'open', {
    title: 'FAQ',
    description: 'Answers about finding, installing and uploading Le Mans Ultimate liveries on Paddock.',
  }),
  contact: route('Contact', '/contact', 'open', {
    title: 'Contact Us',
    description: 'Questions, feedback or a problem with Paddock? Send us a message and we will get back to you.',
  }),
  admin: route('Admin', '/admin', 'admin', { title: 'Admin Panel', noIndex: true }),
  adminDashboard: route('AdminDashboard', '/admin/dashboard', 'admin', { title: 'Admin Dashboard', noIndex: true }),
  adminUsers: route('AdminUsers', '/admin/users', 'admin', { title: 'Admin Users', noIndex: true }),
  adminLiveries: route('AdminLiveries', '/admin/liveries', 'admin', { title: 'Admin Liveries', noIndex: true }),
  adminReports: route('AdminReports', '/admin/reports', 'admin', { title: 'Admin Reports', noIndex: true }),
  adminCarClasses: route('AdminCarClasses', '/admin/car-classes', 'admin', {
    title: 'Admin Car Classes',
    noIndex: true,
  }),
  adminCarModels: route('AdminCarModels', '/admin/car-models', 'admin', { title: 'Admin Car Models', noIndex: true }),
  adminTags: route('AdminTags', '/admin/tags', 'admin', { title: 'Admin Tags', noIndex: true }),
  adminContactMessages: route('AdminContactMessages', '/admin/contact-messages', 'admin', {
    title: 'Admin Contact Inbox',
    noIndex: true,
  }),
  notFound: route('NotFound', '*', 'open', { title: 'Page Not Found', noIndex: true }),
} as const satisfies Record<string, RouteDefinition>;

export type RouteKey = keyof typeof paths;

/** Fills `:param` segments, e.g. href('liveryDetail', { id: 7, title: 'gulf-963' }). */
export function href(key: RouteKey, params: Record<string, string | number> = {}): string {
  return paths[key].path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}
