import { TGA_MESSAGES } from '@paddock/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { UploadLiveryForm } from './upload-livery-form';

vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() }),
}));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function mockCatalogue() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/api/carclasses'))
      return json([
        { id: 1, name: 'Hypercar', modelCount: 2 },
        { id: 2, name: 'LMGT3', modelCount: 1 },
      ]);
    if (url.endsWith('/api/carclasses/1/models'))
      return json([
        { id: 10, name: 'Porsche 963', carClassId: 1, carClassName: 'Hypercar', liveryCount: 0 },
        { id: 11, name: 'Ferrari 499P', carClassId: 1, carClassName: 'Hypercar', liveryCount: 0 },
      ]);
    if (url.endsWith('/api/carclasses/2/models'))
      return json([{ id: 20, name: 'BMW M4 GT3', carClassId: 2, carClassName: 'LMGT3', liveryCount: 0 }]);
    if (url.endsWith('/api/tags')) return json([{ id: 3, name: 'Historic', liveryCount: 0 }]);
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
});
