import {
  LIVERY_VERSION_MESSAGES,
  type LiveryDetail,
  missingMaterialsMessage,
  type RegionCounts,
  VERSION_LIMITS,
} from '@paddock/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { liveryDetail, regionConfigurations } from '@/test/factories';
import { renderWithRouter } from '@/test/render';
import { postLiveryVersion } from '../api/post-livery';
import { UploadRequestError } from '../lib/upload-error';
import { PublishVersion } from './publish-version';

vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() }),
}));
// jsdom has no workers and no real network: the preparation and the request are stand-ins.
vi.mock('../workers/run-workers', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../workers/run-workers')>()),
  convertInWorker: vi.fn(async ({ files }: { files: File[] }) => files.map(() => null)),
  zipInWorker: vi.fn(async ({ fileName }: { fileName: string }) => new File(['zip'], fileName)),
}));
vi.mock('../api/post-livery', () => ({ postLivery: vi.fn(), postLiveryVersion: vi.fn() }));
// The flat-view worker's count of the new region map: Black, Red, Green, Blue, White, unrecognised.
const counted: { counts: RegionCounts | null } = { counts: null };
vi.mock('../workers/run-preview', () => ({
  previewInWorker: (_tga: unknown, countRegions: boolean) => ({
    result: Promise.resolve({ image: null, counts: countRegions ? counted.counts : null }),
    stop: () => undefined,
  }),
}));

/** The 18-byte header of a 4096×4096 32-bit raw TGA: all the browser reads before accepting it. */
const tga = (name: string) =>
  new File([new Uint8Array([0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x00, 0x10, 0x00, 0x10, 32, 8])], name);

async function openForm(livery: LiveryDetail = liveryDetail()) {
  const user = userEvent.setup();
  renderWithRouter(<PublishVersion livery={livery} />);
  await user.click(screen.getByRole('button', { name: 'Publish new version' }));
  await screen.findByRole('dialog', { name: 'Publish new version' });
  return user;
}

describe('PublishVersion', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.mocked(postLiveryVersion).mockReset();
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.warning).mockClear();
    vi.mocked(toast.error).mockClear();
    counted.counts = [1, 1, 1, 1, 1, 0];
  });

  it('needs both TGAs and a changelog, and counts the characters left', async () => {
    const user = await openForm();
    expect(screen.getByText(`${VERSION_LIMITS.changelogMax} characters left`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish version' }));
    expect(screen.getByLabelText(/^Changelog/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(LIVERY_VERSION_MESSAGES.changelogRequired)).toBeInTheDocument();
    expect(screen.getAllByText('Choose the new customskin.tga and customskin_region.tga.')).toHaveLength(2);
    await user.type(screen.getByLabelText(/^Changelog/), 'Fixed');
    expect(screen.getByText(`${VERSION_LIMITS.changelogMax - 5} characters left`)).toBeInTheDocument();
    expect(postLiveryVersion).not.toHaveBeenCalled();
  });

  it('zips the TGAs and sends them with the changelog to the livery, then says so', async () => {
    vi.mocked(postLiveryVersion).mockResolvedValue({ liveryId: 7, number: 2 });
    const user = await openForm();
    await user.upload(screen.getByLabelText(/^Livery TGA/), tga('paint.tga'));
    await user.upload(screen.getByLabelText(/^Region map TGA/), tga('mask.tga'));
    await user.type(screen.getByLabelText(/^Changelog/), 'Sharper decals.{enter}New number.');
    await user.click(screen.getByRole('button', { name: 'Publish version' }));

    await waitFor(() => expect(postLiveryVersion).toHaveBeenCalledTimes(1));
    const [liveryId, form] = vi.mocked(postLiveryVersion).mock.calls[0] ?? [];
    expect(liveryId).toBe(7);
    expect((form as FormData).get('Changelog')).toBe('Sharper decals.\nNew number.');
    expect((form as FormData).get('LiveryFile')).toBeInstanceOf(File);
    expect((form as FormData).getAll('Screenshots')).toEqual([]);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Version 2 published!'));
    // No screenshots sent: no conversion ran, so none "failed" (issue 34 §4).
    expect(toast.warning).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('checks the new region map’s colours before sending, with the materials prefilled from the current version (issue 34 §2)', async () => {
    // The current version paints Black only; the new region map adds Red.
    const black = regionConfigurations().filter((r) => r.regionName === 'Black');
    const livery = liveryDetail({
      regionConfigurations: black,
      regionShares: { Black: 100, Red: 0, Green: 0, Blue: 0, White: 0, unrecognised: 0 },
    });
    counted.counts = [3, 1, 0, 0, 0, 0];
    vi.mocked(postLiveryVersion).mockResolvedValue({ liveryId: 7, number: 2 });
    const user = await openForm(livery);
    const region = (name: string) => screen.getByRole('group', { name: `${name} region` });
    expect(within(region('Black')).getByRole('radio', { name: 'Metallic flakes' })).toBeChecked();
    await user.upload(screen.getByLabelText(/^Livery TGA/), tga('paint.tga'));
    await user.upload(screen.getByLabelText(/^Region map TGA/), tga('mask.tga'));
    const colours = await screen.findByRole('status', { name: 'Region map colours' });
    expect(colours).toHaveTextContent('Black: 75 %');
    expect(colours).toHaveTextContent('Red: 25 %');
    await user.type(screen.getByLabelText(/^Changelog/), 'Red stripe.');
    await user.click(screen.getByRole('button', { name: 'Publish version' }));
    expect(await screen.findByText(missingMaterialsMessage(['Red']), { selector: '[role=alert]' })).toBeInTheDocument();
    expect(postLiveryVersion).not.toHaveBeenCalled();

    await user.click(within(region('Red')).getByRole('radio', { name: 'Carbon fibre' }));
    await user.click(screen.getByRole('button', { name: 'Publish version' }));
    await waitFor(() => expect(postLiveryVersion).toHaveBeenCalledTimes(1));
    const form = vi.mocked(postLiveryVersion).mock.calls[0]?.[1] as FormData;
    expect(form.get('RegionConfigurations[0].RegionName')).toBe('Black');
    expect(form.get('RegionConfigurations[0].MetallicFlake_FlakeColorRGB')).toBe('255,200,0');
    expect(form.get('RegionConfigurations[1].RegionName')).toBe('Red');
    expect(form.get('RegionConfigurations[1].Material')).toBe('Carbon');
    expect(form.get('RegionConfigurations[2].RegionName')).toBeNull();
  });

  it('sends no material for a colour the new map lacks', async () => {
    counted.counts = [1, 0, 0, 0, 0, 0];
    vi.mocked(postLiveryVersion).mockResolvedValue({ liveryId: 7, number: 2 });
    const user = await openForm();
    await user.upload(screen.getByLabelText(/^Livery TGA/), tga('paint.tga'));
    await user.upload(screen.getByLabelText(/^Region map TGA/), tga('mask.tga'));
    expect(await screen.findByRole('status', { name: 'Region map colours' })).toHaveTextContent('Red: 0 %');
    await user.type(screen.getByLabelText(/^Changelog/), 'Black only.');
    await user.click(screen.getByRole('button', { name: 'Publish version' }));
    await waitFor(() => expect(postLiveryVersion).toHaveBeenCalledTimes(1));
    const form = vi.mocked(postLiveryVersion).mock.calls[0]?.[1] as FormData;
    expect(form.get('RegionConfigurations[0].RegionName')).toBe('Black');
    expect(form.get('RegionConfigurations[1].RegionName')).toBeNull();
  });

  it('keeps the form and shows the server’s refusal in it, not in a passing toast', async () => {
    vi.mocked(postLiveryVersion).mockRejectedValue(
      new UploadRequestError(400, { code: 'REGION_NOT_IN_MAP', message: 'Red is not in the region map.' }),
    );
    const user = await openForm();
    await user.upload(screen.getByLabelText(/^Livery TGA/), tga('paint.tga'));
    await user.upload(screen.getByLabelText(/^Region map TGA/), tga('mask.tga'));
    await user.type(screen.getByLabelText(/^Changelog/), 'Try.');
    await user.click(screen.getByRole('button', { name: 'Publish version' }));
    expect(await screen.findByText('Upload failed: Red is not in the region map.')).toHaveAttribute('role', 'alert');
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Publish new version' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Changelog/)).toHaveValue('Try.');
    expect(screen.getByText('paint.tga')).toBeInTheDocument();
  });
});
