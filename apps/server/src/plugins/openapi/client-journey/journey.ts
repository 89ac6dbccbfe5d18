// A league tool's first script, written only against the client generated from the served
// document (`paddock-api.d.ts`, made by generated-client.test.ts and type-checked with this file):
// if an operation, a parameter or an upload part changes shape, `tsc` fails before a byte is sent.
import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from './paddock-api';

export interface JourneyInput {
  baseUrl: string;
  /** PUBLIC_URL: the auth API refuses a write without a trusted Origin (403 MISSING_OR_NULL_ORIGIN). */
  origin: string;
  member: { username: string; email: string; password: string };
  /** The confirmation link of the sign-up e-mail, once it was sent. */
  confirmationLink: () => Promise<string>;
  zip: Blob;
  newZip: Blob;
  screenshots: Blob[];
  /** `RegionConfigurations[i].*` parts, as the upload form sends them. */
  regionParts: Record<string, string>;
  /** Sees every request and answer (the test checks each answer against the document). */
  middleware?: Middleware;
}

type UploadParts = components['schemas']['LiveryUploadParts'];
type VersionParts = components['schemas']['LiveryVersionParts'];

/** multipart/form-data from the typed parts: arrays become repeated parts, files stay files. */
function formData(parts: object): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined) continue;
      form.append(name, item instanceof Blob ? item : typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return form;
}

export function must<T>(data: T | undefined, error: unknown, step: string): T {
  if (data === undefined) throw new Error(`${step} failed: ${JSON.stringify(error)}`);
  return data;
}

/** The `Cookie` header that sends back what an answer set. */
export function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Signs up, confirms, signs in, uploads, publishes a version, searches and downloads; answers the zip. */
export async function runJourney(
  input: JourneyInput,
): Promise<{ liveryId: number; version: number; zip: ArrayBuffer }> {
  const client = createClient<paths>({ baseUrl: input.baseUrl, headers: { origin: input.origin } });
  const { member } = input;
  if (input.middleware) client.use(input.middleware);

  const signUp = await client.POST('/api/auth/sign-up/email', {
    body: {
      email: member.email,
      password: member.password,
      name: member.username,
      username: member.username,
      hasGivenGdprConsent: true,
    },
  });
  must(signUp.data, signUp.error, 'signUp');
  const token = new URL(await input.confirmationLink()).searchParams.get('token') ?? '';
  const verified = await client.GET('/api/auth/verify-email', { params: { query: { token } } });
  must(verified.data, verified.error, 'verifyEmail');

  const signIn = await client.POST('/api/auth/sign-in/username', {
    body: { username: member.username, password: member.password },
  });
  must(signIn.data, signIn.error, 'signInWithUsername');
  const cookie = cookieOf(signIn.response);
  client.use({
    onRequest: ({ request }) => {
      request.headers.set('cookie', cookie);
      return request;
    },
  });

  const upload: UploadParts = {
    Title: `League Pack Livery ${member.username}`,
    CarClassName: 'Hypercar',
    CarModelName: 'Porsche 963',
    Description: 'Uploaded by a generated client.',
    LiveryFile: input.zip,
    Screenshots: input.screenshots,
    ...input.regionParts,
  };
  const created = await client.POST('/api/liveries', { body: upload, bodySerializer: formData });
  const livery = must(created.data, created.error, 'uploadLivery');

  const versionParts: VersionParts = { Changelog: 'Sharper numbers on the doors.', LiveryFile: input.newZip };
  const published = await client.POST('/api/liveries/{id}/versions', {
    params: { path: { id: livery.id } },
    body: versionParts,
    bodySerializer: formData,
  });
  const version = must(published.data, published.error, 'publishLiveryVersion');

  const found = await client.GET('/api/liveries', { params: { query: { search: upload.Title } } });
  const page = must(found.data, found.error, 'listLiveries');
  if (!page.items.some((item) => item.id === livery.id)) throw new Error('listLiveries did not find the upload');

  const download = await client.POST('/api/liveries/{id}/download', { params: { path: { id: livery.id } } });
  const { fileUrl } = must(download.data, download.error, 'downloadLivery');
  const zip = await fetch(new URL(fileUrl, input.baseUrl)).then((res) => res.arrayBuffer());
  return { liveryId: livery.id, version: version.number, zip };
}

/** The refusals a tool meets first, each answered with a status the document declares (statuses in order). */
export async function runRefusals(input: Pick<JourneyInput, 'baseUrl' | 'origin' | 'middleware'>): Promise<number[]> {
  const client = createClient<paths>({ baseUrl: input.baseUrl });
  if (input.middleware) client.use(input.middleware);
  const statuses: number[] = [];
  const missing = await client.GET('/api/liveries/{id}', { params: { path: { id: 2_000_000_000 } } });
  statuses.push(missing.response.status);
  const tooLarge = await client.GET('/api/liveries', { params: { query: { pageSize: 1000 } } });
  statuses.push(tooLarge.response.status);
  const stranger = await client.POST('/api/liveries', {
    body: { Title: 'x' } as UploadParts,
    bodySerializer: formData,
  });
  statuses.push(stranger.response.status);
  const noOrigin = await client.POST('/api/auth/sign-in/email', { body: { email: 'a@example.com', password: 'x' } });
  statuses.push(noOrigin.response.status);
  const wrong = await client.POST('/api/auth/sign-in/email', {
    body: { email: 'nobody@example.com', password: 'not-the-password' },
    headers: { origin: input.origin },
  });
  statuses.push(wrong.response.status);
  return statuses;
}
