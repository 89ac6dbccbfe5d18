import { TGA_MESSAGES } from '@paddock/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formCatalogueBody } from '@/test/factories';
import { renderWithRouter } from '@/test/render';
import { postLivery } from '../api/post-livery';
import { convertInWorker, zipInWorker } from '../workers/run-workers';
import { UploadLiveryForm } from './upload-livery-form';

vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() }),
}));
// jsdom has no workers and no real network: the preparation and the request are stand-ins.
vi.mock('../workers/run-workers', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../workers/run-workers')>()),
  convertInWorker: vi.fn(async ({ files }: { files: File[] }) => files.map(() => null)),
  zipInWorker: vi.fn(async ({ fileName }: { fileName: string }) => new File(['zip'], fileName)),
}));
vi.mock('../api/post-livery', () => ({ postLivery: vi.fn() }));

/** The 18-byte header of a 4096×4096 32-bit raw TGA: all the browser reads before accepting it. */
const tga = (name: string) =>
  new File([new Uint8Array([0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x00, 0x10, 0x00, 0x10, 32, 8])], name);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function mockCatalogue() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const catalogue = formCatalogueBody(url);
    if (catalogue !== undefined) return json(catalogue);
    return json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('UploadLiveryForm', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.mocked(toast.error).mockClear();
    mockCatalogue();
  });

  it('shows every missing field in one toast, in the spec’s order', async () => {
    const user = userEvent.setup();
    renderWithRouter(<UploadLiveryForm />);
    await screen.findByRole('option', { name: 'Hypercar' }, { timeout: 5000 });

    await user.click(screen.getByRole('button', { name: /upload livery/i }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(vi.mocked(toast.error).mock.calls[0]?.[0]).toBe(
      'Livery title is required. Please select a car class. Please select a car model. Livery TGA file is required. ' +
        'Region map TGA file is required. At least one screenshot is required. ' +
        'Please select materials for all regions: Black, Red, Green, Blue, White',
    );
    expect(screen.getByLabelText(/livery title/i)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Livery title is required.')).toBeInTheDocument();
  });

  it('loads models per class, keeps the model disabled until then, and clears it on a new class', async () => {
    const user = userEvent.setup();
    renderWithRouter(<UploadLiveryForm />);
    const carClass = screen.getByLabelText(/car class/i);
    const model = screen.getByLabelText(/car model/i);
    expect(model).toBeDisabled();

    await screen.findByRole('option', { name: 'Hypercar' }, { timeout: 5000 });
    await user.selectOptions(carClass, 'Hypercar');
    await screen.findByRole('option', { name: 'Porsche 963' });
    expect(model).toBeEnabled();
    await user.selectOptions(model, 'Porsche 963');
    expect(model).toHaveValue('10');

    await user.selectOptions(carClass, 'LMGT3');
    expect(model).toHaveValue('');
    await screen.findByRole('option', { name: 'BMW M4 GT3' });
    expect(screen.queryByRole('option', { name: 'Porsche 963' })).toBeNull();
  });

  it('says when the form data cannot be loaded: classes or tags, then a class’s models', async () => {
    const fetchMock = mockCatalogue();
    const down = { statusCode: 503, code: 'DATABASE_UNAVAILABLE', message: 'The database is down.' };
    const base = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/api/tags') || url.endsWith('/api/carclasses/2/models')) return json(down, 503);
      return (base as (input: RequestInfo | URL) => Promise<Response>)(input);
    });
    const user = userEvent.setup();
    renderWithRouter(<UploadLiveryForm />);
    expect(await screen.findByText('Failed to load required form data. Please refresh and try again.')).toBeVisible();
    expect(toast.error).toHaveBeenCalledWith('Failed to load tags or classes.', expect.anything());

    await screen.findByRole('option', { name: 'LMGT3' });
    await user.selectOptions(screen.getByLabelText(/car class/i), 'LMGT3');
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to load models: The database is down.', expect.anything()),
    );
  });

  it('refuses a PNG renamed .tga before anything is sent', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const fetchMock = mockCatalogue();
    renderWithRouter(<UploadLiveryForm />);
    const png = new File(
      [
        new Uint8Array([
          0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 1, 0,
        ]),
      ],
      'customskin.tga',
    );
    const input = screen.getByLabelText(/^Livery TGA/) as HTMLInputElement;
    expect(input).toHaveAttribute('accept', '.tga');
    await user.upload(input, png);

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(TGA_MESSAGES.notTga, expect.anything()));
    expect(await screen.findByRole('alert')).toHaveTextContent(`customskin.tga: ${TGA_MESSAGES.notTga}`);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/liveries'))).toBe(false);
  });

  it('uploads: the form is locked while it goes, then a success toast, a reset and the livery page after 2.5 s', async () => {
    URL.createObjectURL ??= () => 'blob:preview';
    URL.revokeObjectURL ??= () => {};
    Element.prototype.scrollIntoView ??= () => {};
    let finish: (created: { id: number; title: string }) => void = () => {};
    vi.mocked(postLivery).mockImplementation(
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    const user = userEvent.setup();
    const { router } = renderWithRouter(<UploadLiveryForm />);
    await screen.findByRole('option', { name: 'Hypercar' }, { timeout: 5000 });

    await user.type(screen.getByLabelText(/livery title/i), 'Gulf Heritage 963');
    await user.selectOptions(screen.getByLabelText(/car class/i), 'Hypercar');
    await screen.findByRole('option', { name: 'Porsche 963' });
    await user.selectOptions(screen.getByLabelText(/car model/i), 'Porsche 963');
    await user.upload(screen.getByLabelText(/^Livery TGA/), tga('paint.tga'));
    await screen.findByText('paint.tga');
    await user.upload(screen.getByLabelText(/^Region map TGA/), tga('mask.tga'));
    await screen.findByText('mask.tga');
    await user.upload(screen.getByLabelText(/^Screenshots/), new File(['png'], 'shot.png', { type: 'image/png' }));
    expect(await screen.findByText('Primary')).toBeInTheDocument();
    const pick = (region: string, material: string) =>
      user.click(
        within(screen.getByRole('group', { name: `${region} region` })).getByRole('radio', { name: material }),
      );
    await pick('Black', 'Wrap');
    await pick('Red', 'Carbon fibre');
    await pick('Green', 'Chrome');
    await pick('Blue', 'Stickers');
    await pick('White', 'Stickers');

    await user.click(screen.getByRole('button', { name: /upload livery/i }));
    await waitFor(() => expect(postLivery).toHaveBeenCalledTimes(1));
    expect(toast.error).not.toHaveBeenCalled();
    expect(vi.mocked(zipInWorker).mock.calls[0]?.[0].fileName).toMatch(/^Gulf_Heritage_963_[0-9a-f-]{36}\.zip$/);
    expect(convertInWorker).toHaveBeenCalledTimes(1);
    const form = vi.mocked(postLivery).mock.calls[0]?.[0] as FormData;
    expect(form.get('RegionConfigurations[2].Material')).toBe('Chrome');
    // While the bytes go out nothing can be changed, but the upload can be cancelled.
    expect(screen.getByLabelText(/livery title/i)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();

    finish({ id: 42, title: 'Gulf Heritage 963' });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Livery "Gulf Heritage 963" uploaded successfully!'),
    );
    expect(screen.getByLabelText(/livery title/i)).toHaveValue('');
    expect(screen.queryByText('paint.tga')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/livery/42/gulf-heritage-963'), {
      timeout: 4000,
    });
  });
});
