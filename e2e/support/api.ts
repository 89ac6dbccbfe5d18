import { randomBytes } from 'node:crypto';
import { demoRegionFields, type LiveryDesign, makeDemoLiveryFiles, zipLiveryFiles } from '@paddock/demo-assets';

/** A short random tag for names, so every journey's data is its own and searchable alone. */
export const uniqueTag = () => randomBytes(3).toString('hex');

/**
 * The site's own API, as a client (or a fixture) calls it: JSON, `Authorization: Bearer` when
 * signed in, and the site's origin on every write as a browser would send it.
 */
export class Api {
  constructor(
    readonly baseUrl: string,
    readonly token?: string,
  ) {}

  async request(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { origin: this.baseUrl };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    let res = await fetch(`${this.baseUrl}${path}`, { method, headers, body: payload });
    // The journeys sign many members in from one address: past the site's per-address limits on
    // the auth endpoints (10 sign-ins a minute) they wait as the answer says, like a polite
    // client, instead of failing. No journey tests those limits (the server tests do).
    for (let attempt = 0; res.status === 429 && path.startsWith('/api/auth/') && attempt < 3; attempt += 1) {
      const seconds = Math.min(65, Math.max(1, Number(res.headers.get('retry-after')) || 15));
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      res = await fetch(`${this.baseUrl}${path}`, { method, headers, body: payload });
    }
    return res;
  }

  /** The JSON answer of a call that must succeed. */
  async json<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await this.request(method, path, body);
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  get = <T>(path: string) => this.json<T>('GET', path);
  post = <T>(path: string, body?: unknown) => this.json<T>('POST', path, body ?? {});

  /** Signs in by username and returns a client carrying the session's bearer token. */
  static async signIn(baseUrl: string, username: string, password: string): Promise<Api> {
    const res = await new Api(baseUrl).request('POST', '/api/auth/sign-in/username', { username, password });
    // The signed token a bearer client uses (sign-in's JSON body carries none).
    const token = res.headers.get('set-auth-token');
    if (!res.ok || !token) throw new Error(`sign-in as ${username} answered ${res.status}: ${await res.text()}`);
    return new Api(baseUrl, token);
  }
}

export interface Member {
  id: number;
  username: string;
  email: string;
  password: string;
}

/** A confirmed member made by the admin API (`POST /api/users`), as the admin's Create User does. */
export async function createMember(admin: Api, prefix: string): Promise<Member> {
  const tag = uniqueTag();
  const member = {
    username: `${prefix}_${tag}`,
    email: `${prefix}_${tag}@e2e.paddock.test`,
    password: `pw-${tag}-secret`,
  };
  const created = await admin.post<{ id: number }>('/api/users', { ...member, role: 'user' });
  return { id: created.id, ...member };
}

export interface LiverySpec {
  title: string;
  className: string;
  modelName: string;
  tagIds?: number[];
  description?: string;
  design?: Partial<LiveryDesign>;
  /** Sends the flat view the upload page makes (texture and region overlay), as the browser does. */
  flatView?: boolean;
}

const DEFAULT_DESIGN: LiveryDesign = {
  base: [30, 90, 200],
  baseFade: [10, 40, 120],
  stripe: [250, 200, 0],
  accent: [255, 255, 255],
  pattern: 'diagonal',
  offset: 0.2,
  raceNumber: 42,
};

/** Uploads a real livery (a 4096 × 4096 TGA pair in a zip and two screenshots) through `POST /api/liveries`. */
export async function uploadLivery(api: Api, spec: LiverySpec, index = 0): Promise<{ id: number; title: string }> {
  const files = await makeDemoLiveryFiles({ ...DEFAULT_DESIGN, raceNumber: index, ...spec.design });
  const form = new FormData();
  form.append('Title', spec.title);
  form.append('CarClassName', spec.className);
  form.append('CarModelName', spec.modelName);
  if (spec.description) form.append('Description', spec.description);
  for (const [name, value] of Object.entries(demoRegionFields(index))) form.append(name, value);
  for (const id of spec.tagIds ?? []) form.append('TagIds', String(id));
  form.append(
    'LiveryFile',
    new Blob([new Uint8Array(await zipLiveryFiles(files))], { type: 'application/zip' }),
    'livery.zip',
  );
  for (const [i, shot] of files.screenshots.entries()) {
    form.append('Screenshots', new Blob([new Uint8Array(shot)], { type: 'image/png' }), `shot-${i}.png`);
  }
  if (spec.flatView) {
    form.append('TexturePreview', new Blob([new Uint8Array(files.texturePreview)]), 'texture.webp');
    form.append('RegionOverlay', new Blob([new Uint8Array(files.regionOverlay)]), 'regions.webp');
  }
  return api.json('POST', '/api/liveries', form);
}

export interface Catalogue {
  classes: { id: number; name: string }[];
  models: { id: number; name: string; carClassId: number; carClassName: string }[];
  tags: { id: number; name: string }[];
}

export async function readCatalogue(api: Api): Promise<Catalogue> {
  const [classes, models, tags] = await Promise.all([
    api.get<Catalogue['classes']>('/api/carclasses'),
    api.get<Catalogue['models']>('/api/carmodels'),
    api.get<Catalogue['tags']>('/api/tags'),
  ]);
  return { classes, models, tags };
}
