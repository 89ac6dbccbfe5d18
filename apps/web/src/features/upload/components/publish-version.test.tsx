import { LIVERY_VERSION_MESSAGES, VERSION_LIMITS } from '@paddock/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { liveryDetail } from '@/test/factories';
import { renderWithRouter } from '@/test/render';
import { postLiveryVersion } from '../api/post-livery';
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

/** The 18-byte header of a 4096×4096 32-bit raw TGA: all the browser reads before accepting it. */
const tga = (name: string) =>
  new File([new Uint8Array([0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x00, 0x10, 0x00, 0x10, 32, 8])], name);

async function openForm() {
  const user = userEvent.setup();
  renderWithRouter(<PublishVersion livery={liveryDetail()} />);
  await user.click(screen.getByRole('button', { name: 'Publish new version' }));
  await screen.findByRole('dialog', { name: 'Publish new version' });
  return user;
}

describe('PublishVersion', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.mocked(postLiveryVersion).mockReset();
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.warning).mockClear();
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
});
