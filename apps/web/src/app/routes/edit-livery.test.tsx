import { LIVERY_INPUT_MESSAGES } from '@paddock/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import EditLiveryPage from './edit-livery';

vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() }),
}));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const livery = {
  id: 5,
  title: 'Gulf Heritage 963',
  description: 'Blue and orange.',
  uploader: { id: 7, username: 'ana' },
  tags: [{ id: 3, name: 'Historic' }],
  carClassId: 1,
  carClassName: 'Hypercar',
  carModelId: 10,
  carModelName: 'Porsche 963',
  uploadDate: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  downloadCount: 0,
  favoriteCount: 0,
  isFavoritedByCurrentUser: false,
  liveryFileUrl: '/media/liveries/x.zip',
  fileSize: 3_500_000,
  screenshots: [],
  regionConfigurations: [
    {
      regionName: 'Red',
      material: 'Carbon',
      metallicFlake_Style: null,
      metallicFlake_FlakeColorRGB: null,
      metallicFlake_FlakeStrength: null,
      metallicPaint_Style: null,
      metallicPaint_FlakeColorRGB: null,
      metallicPaint_FlakeStrength: null,
      wrap_Style: null,
      sticker_Style: null,
      chrome_Style: null,
    },
  ],
};

function mockApi(userId: number, liveryStatus = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/api/session'))
        return json({ user: { id: userId, username: 'ana', email: 'a@b.c', role: 'user' } });
      if (url.endsWith('/api/liveries/5'))
        return liveryStatus === 200
          ? json(livery)
          : json({ statusCode: liveryStatus, code: 'X', message: 'Livery not found.' }, liveryStatus);
      if (url.endsWith('/api/carclasses')) return json([{ id: 1, name: 'Hypercar', modelCount: 1 }]);
      if (url.endsWith('/api/carclasses/1/models'))
        return json([{ id: 10, name: 'Porsche 963', carClassId: 1, carClassName: 'Hypercar', liveryCount: 1 }]);
      if (url.endsWith('/api/tags')) return json([{ id: 3, name: 'Historic', liveryCount: 1 }]);
      return json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' }, 404);
    }),
  );
}

const render = (path: string) =>
  renderRoutes([{ path: '/liveries/:id/:title/edit', element: <EditLiveryPage /> }], path);

describe('EditLiveryPage', { timeout: 20_000 }, () => {
  it('says "Invalid ID." for an id that is not a number, linking back to My Liveries', async () => {
    mockApi(7);
    render('/liveries/abc/x/edit');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid ID.');
    expect(screen.getByRole('link', { name: 'Back to My Liveries' })).toHaveAttribute('href', '/my-liveries');
  });

  it('says "Livery not found." on a 404', async () => {
    mockApi(7, 404);
    render('/liveries/5/x/edit');
    expect(await screen.findByRole('alert')).toHaveTextContent('Livery not found.');
  });

  it('says "Failed to load livery data." on other failures', async () => {
    mockApi(7, 403);
    render('/liveries/5/x/edit');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load livery data.');
  });

  it('refuses anyone but the uploader', async () => {
    mockApi(8);
    render('/liveries/5/x/edit');
    expect(await screen.findByRole('alert')).toHaveTextContent(LIVERY_INPUT_MESSAGES.notUploader);
  });

  it('fills the form for the uploader, pre-selecting class and model by name', async () => {
    mockApi(7);
    render('/liveries/5/gulf/edit');
    expect(await screen.findByDisplayValue('Gulf Heritage 963')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Porsche 963', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByLabelText(/car class/i)).toHaveValue('1');
    expect(screen.getByRole('link', { name: /current file/i })).toHaveAttribute('href', '/media/liveries/x.zip');
    expect(screen.getByText(/3\.3 MB/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Historic' })).toBeChecked();
  });
});
