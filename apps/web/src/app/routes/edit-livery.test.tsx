import { CREDIT_TEXT, LIVERY_INPUT_MESSAGES } from '@paddock/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formCatalogueBody, liveryDetail, regionConfiguration } from '@/test/factories';
import { renderRoutes } from '@/test/render';
import EditLiveryPage from './edit-livery';

vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() }),
}));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Uploaded by ana (id 7), with only the Red region set. */
const livery = liveryDetail({
  id: 5,
  description: 'Blue and orange.',
  uploader: { id: 7, username: 'ana' },
  tags: [{ id: 3, name: 'Historic' }],
  carModelId: 10,
  liveryFileUrl: '/media/liveries/x.zip',
  fileSize: 3_500_000,
  screenshots: [],
  regionConfigurations: [regionConfiguration({ regionName: 'Red', material: 'Carbon' })],
});

function mockApi(
  userId: number,
  liveryStatus = 200,
  putAnswer: [number, unknown] = [200, livery],
  detail: typeof livery = livery,
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/api/liveries/5') && init?.method === 'PUT') return json(putAnswer[1], putAnswer[0]);
    if (url.endsWith('/api/session'))
      return json({ user: { id: userId, username: 'ana', email: 'a@b.c', role: 'user' } });
    if (url.endsWith('/api/liveries/5'))
      return liveryStatus === 200
        ? json(detail)
        : json({ statusCode: liveryStatus, code: 'X', message: 'Livery not found.' }, liveryStatus);
    const catalogue = formCatalogueBody(url);
    if (catalogue !== undefined) return json(catalogue);
    return json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The saved livery has only Red set: the other four regions get a material. */
async function pickMissingMaterials(user: ReturnType<typeof userEvent.setup>) {
  for (const [region, material] of [
    ['Black', 'Wrap'],
    ['Green', 'Chrome'],
    ['Blue', 'Chrome'],
    ['White', 'Stickers'],
  ] as const) {
    const group = screen.getByRole('group', { name: `${region} region` });
    await user.click(within(group).getByRole('radio', { name: material }));
  }
}

const render = (path: string) =>
  renderRoutes(
    [
      { path: '/liveries/:id/:title/edit', element: <EditLiveryPage /> },
      // Where the toast's actions lead.
      { path: '*', element: null },
    ],
    path,
  );

describe('EditLiveryPage', { timeout: 20_000 }, () => {
  beforeEach(() => vi.clearAllMocks());

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

  it('saves: a 10 s success toast with View Livery and My Liveries actions', async () => {
    const fetchMock = mockApi(7);
    const user = userEvent.setup();
    const { router } = render('/liveries/5/gulf/edit');
    const title = await screen.findByDisplayValue('Gulf Heritage 963');
    await screen.findByDisplayValue('Porsche 963', {}, { timeout: 5000 });
    await user.clear(title);
    await user.type(title, 'Gulf 963');
    await pickMissingMaterials(user);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(1));
    const [message, options] = vi.mocked(toast.success).mock.calls[0] ?? [];
    expect(message).toBe('Livery updated successfully!');
    expect(options).toMatchObject({
      duration: 10_000,
      action: { label: 'View Livery' },
      cancel: { label: 'My Liveries' },
    });
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      title: 'Gulf 963',
      carClassName: 'Hypercar',
      carModelName: 'Porsche 963',
      tagIds: [3],
    });
    const click = (button: unknown) =>
      (button as { onClick: (event: unknown) => void }).onClick({ preventDefault() {} });
    click((options as { cancel: unknown }).cancel);
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-liveries'));
    click((options as { action: unknown }).action);
    await waitFor(() => expect(router.state.location.pathname).toBe('/livery/5/gulf-heritage-963'));
  });

  it('asks for the required fields, reloads models for a new class, and says when saving failed', async () => {
    mockApi(7, 200, [
      500,
      { statusCode: 500, code: 'INTERNAL', message: 'An unexpected error occurred. Please try again.' },
    ]);
    const user = userEvent.setup();
    render('/liveries/5/gulf/edit');
    const title = await screen.findByDisplayValue('Gulf Heritage 963');
    const model = await screen.findByDisplayValue('Porsche 963', {}, { timeout: 5000 });

    await user.selectOptions(screen.getByLabelText(/car class/i), 'LMGT3');
    expect(model).toHaveValue('');
    await screen.findByRole('option', { name: 'BMW M4 GT3' });
    expect(screen.queryByRole('option', { name: 'Porsche 963' })).toBeNull();

    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Required fields missing! Please check Title, Car Class, and Car Model. Please select materials for all regions: Black, Green, Blue, White',
        expect.anything(),
      ),
    );

    vi.mocked(toast.error).mockClear();
    await user.type(title, 'Gulf');
    await user.selectOptions(model, 'BMW M4 GT3');
    await pickMissingMaterials(user);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update livery. Please try again.'));
  });

  it('keeps a credit it was not asked to change, sends the switch, and clears the credit with "Nothing"', async () => {
    // Based on a livery since deleted: only its name is left, which the form cannot send back as it is.
    const credited = { ...livery, basedOn: { livery: null, name: 'Gone Original', url: null, note: null } };
    const fetchMock = mockApi(7, 200, [200, credited], credited);
    const user = userEvent.setup();
    render('/liveries/5/gulf/edit');
    await screen.findByDisplayValue('Porsche 963', {}, { timeout: 5000 });
    await pickMissingMaterials(user);
    const credit = screen.getByRole('region', { name: /Credit/ });
    await user.click(within(credit).getByRole('switch', { name: CREDIT_TEXT.allowLabel }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(1));
    const bodies = () =>
      fetchMock.mock.calls
        .filter(([, init]) => init?.method === 'PUT')
        .map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies()[0]).toMatchObject({ allowDerivatives: false });
    expect(bodies()[0]).not.toHaveProperty('basedOnName');

    await user.click(within(credit).getByText(CREDIT_TEXT.noneChoice));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(bodies()).toHaveLength(2));
    expect(bodies()[1]).toMatchObject({
      basedOnLiveryId: null,
      basedOnName: null,
      basedOnUrl: null,
      basedOnNote: null,
    });
  });
});
