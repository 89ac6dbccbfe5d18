import { CREDIT_PARTS, TEXTURE_MATCH_MESSAGES as M, type RegionCounts } from '@paddock/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formCatalogueBody, liveryDetail } from '@/test/factories';
import { renderWithRouter } from '@/test/render';
import { postLivery, postLiveryVersion } from '../api/post-livery';
import { hashInWorker } from '../workers/run-texture-hash';
import { PublishVersion } from './publish-version';
import { UploadLiveryForm } from './upload-livery-form';

vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() }),
}));
// jsdom has no workers: the zip, the screenshots and the texture hash are stand-ins.
vi.mock('../workers/run-workers', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../workers/run-workers')>()),
  convertInWorker: vi.fn(async ({ files }: { files: File[] }) => files.map(() => null)),
  zipInWorker: vi.fn(async ({ fileName }: { fileName: string }) => new File(['zip'], fileName)),
}));
vi.mock('../workers/run-texture-hash', () => ({
  hashInWorker: vi.fn(() => ({ result: Promise.resolve({ hash: '0123456789abcdef', ms: 5 }), stop: () => {} })),
}));
vi.mock('../api/post-livery', () => ({ postLivery: vi.fn(), postLiveryVersion: vi.fn() }));
// The flat-view worker's count of the region map: every colour once (the version dialog checks it).
const COUNTS: RegionCounts = [1, 1, 1, 1, 1, 0];
vi.mock('../workers/run-preview', () => ({
  previewInWorker: (_tga: unknown, countRegions: boolean) => ({
    result: Promise.resolve({ image: null, counts: countRegions ? COUNTS : null }),
    stop: () => undefined,
  }),
}));

const tga = (name: string) =>
  new File([new Uint8Array([0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x00, 0x10, 0x00, 0x10, 32, 8])], name);
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ORIGINAL = {
  liveryId: 9,
  title: 'Rothmans 962',
  authorId: 4,
  authorName: 'Painter',
  thumbnailUrl: null,
  distance: 3,
  allowDerivatives: true,
};

let lookups: unknown[] = [];
beforeEach(() => {
  lookups = [];
  vi.mocked(postLiveryVersion).mockReset();
  vi.mocked(toast.info).mockClear();
  vi.mocked(toast.success).mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/api/originality/matches')) {
        lookups.push(JSON.parse(String(init?.body)));
        return json({ matches: [ORIGINAL] });
      }
      const catalogue = formCatalogueBody(url);
      return catalogue === undefined ? json({ message: 'Not found.' }, 404) : json(catalogue);
    }),
  );
});

const heading = M.closeTo(ORIGINAL.title, 'Painter');

describe('the upload page’s copy warning (issue 36 point 3)', { timeout: 20_000 }, () => {
  it('hashes the chosen texture, warns before publishing, and cancels by dropping the texture', async () => {
    const user = userEvent.setup();
    renderWithRouter(<UploadLiveryForm />);
    const texture = tga('paint.tga');
    await user.upload(screen.getByLabelText(/^Livery TGA/), texture);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(hashInWorker).toHaveBeenCalledWith(texture);
    expect(lookups).toEqual([{ textureHash: '0123456789abcdef' }]);

    await user.click(screen.getByRole('button', { name: M.cancel }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: heading })).toBeNull());
    expect(screen.queryByText('paint.tga')).toBeNull();
  });

  it('sends a declared "based on" with the upload', async () => {
    URL.createObjectURL ??= () => 'blob:preview';
    URL.revokeObjectURL ??= () => {};
    Element.prototype.scrollIntoView ??= () => {};
    vi.mocked(postLivery).mockResolvedValue({ id: 42, title: 'Mine' } as never);
    const user = userEvent.setup();
    renderWithRouter(<UploadLiveryForm />);
    await screen.findByRole('option', { name: 'Hypercar' }, { timeout: 5000 });
    await user.type(screen.getByLabelText(/livery title/i), 'Mine');
    await user.selectOptions(screen.getByLabelText(/car class/i), 'Hypercar');
    await screen.findByRole('option', { name: 'Porsche 963' });
    await user.selectOptions(screen.getByLabelText(/car model/i), 'Porsche 963');
    await user.upload(screen.getByLabelText(/^Livery TGA/), tga('paint.tga'));
    await user.upload(screen.getByLabelText(/^Region map TGA/), tga('mask.tga'));
    await user.upload(screen.getByLabelText(/^Screenshots/), new File(['png'], 'shot.png', { type: 'image/png' }));
    for (const [region, material] of [
      ['Black', 'Wrap'],
      ['Red', 'Carbon fibre'],
      ['Green', 'Chrome'],
      ['Blue', 'Stickers'],
      ['White', 'Stickers'],
    ]) {
      await user.click(
        within(screen.getByRole('group', { name: `${region} region` })).getByRole('radio', { name: material }),
      );
    }
    await user.click(await screen.findByRole('button', { name: M.basedOn }));
    await user.type(screen.getByLabelText(M.basedOnNoteLabel), 'Asked on Discord');
    await user.click(screen.getByRole('button', { name: M.declare }));
    expect(screen.getByText(M.declared(ORIGINAL.title))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /upload livery/i }));
    await waitFor(() => expect(postLivery).toHaveBeenCalledTimes(1));
    const form = vi.mocked(postLivery).mock.calls[0]?.[0] as FormData;
    expect(form.get(CREDIT_PARTS.basedOnLiveryId)).toBe('9');
    expect(form.get(CREDIT_PARTS.basedOnNote)).toBe('Asked on Discord');
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(toast.info).not.toHaveBeenCalled();
  });
});

/** The "Publish new version" dialog of livery 7, its files chosen and a changelog written. */
async function fillVersion() {
  const user = userEvent.setup();
  renderWithRouter(<PublishVersion livery={liveryDetail()} />);
  await user.click(screen.getByRole('button', { name: 'Publish new version' }));
  const texture = tga('paint.tga');
  await user.upload(await screen.findByLabelText(/^Livery TGA/), texture);
  await user.upload(screen.getByLabelText(/^Region map TGA/), tga('mask.tga'));
  await user.type(screen.getByLabelText(/^Changelog/), 'New sponsor.');
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  expect(hashInWorker).toHaveBeenCalledWith(texture);
  // Asked for this livery: the server answers only what would open a case for it.
  expect(lookups).toEqual([{ textureHash: '0123456789abcdef', liveryId: 7 }]);
  return user;
}

describe('the new version’s copy warning (issue 36 point 3)', { timeout: 20_000 }, () => {
  it('cancels by dropping the texture, and publishing anyway says an admin will review it', async () => {
    vi.mocked(postLiveryVersion).mockResolvedValue({ liveryId: 7, number: 2 });
    const user = await fillVersion();
    await user.click(screen.getByRole('button', { name: M.cancel }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: heading })).toBeNull());
    expect(screen.queryByText('paint.tga')).toBeNull();

    await user.upload(screen.getByLabelText(/^Livery TGA/), tga('paint-again.tga'));
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish version' }));
    await waitFor(() => expect(postLiveryVersion).toHaveBeenCalledTimes(1));
    const form = vi.mocked(postLiveryVersion).mock.calls[0]?.[1] as FormData;
    expect(form.get(CREDIT_PARTS.basedOnLiveryId)).toBeNull();
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith(M.reviewVersion(2, ORIGINAL.title)));
  });

  it('sends a declared "based on" with the version', async () => {
    vi.mocked(postLiveryVersion).mockResolvedValue({ liveryId: 7, number: 3 });
    const user = await fillVersion();
    await user.click(screen.getByRole('button', { name: M.basedOn }));
    await user.type(screen.getByLabelText(M.basedOnNoteLabel), 'Asked on Discord');
    await user.click(screen.getByRole('button', { name: M.declare }));
    expect(screen.getByText(M.declared(ORIGINAL.title))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish version' }));
    await waitFor(() => expect(postLiveryVersion).toHaveBeenCalledTimes(1));
    const form = vi.mocked(postLiveryVersion).mock.calls[0]?.[1] as FormData;
    expect(form.get(CREDIT_PARTS.basedOnLiveryId)).toBe('9');
    expect(form.get(CREDIT_PARTS.basedOnNote)).toBe('Asked on Discord');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Version 3 published!'));
    expect(toast.info).not.toHaveBeenCalled();
  });
});
