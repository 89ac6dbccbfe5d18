import { COLLECTION_MESSAGES, type CollectionDetail } from '@paddock/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { collectionDetail, liveryListItem } from '@/test/factories';
import { fakeApi, ok, WAIT } from '@/test/fake-api';
import { renderWithRouter } from '@/test/render';
import { CollectionView } from './collection-view';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const TITLES = ['Blue', 'Red', 'A very long livery title that a phone must show whole'];

function pack(entries: { carNumber: string | null; driverOrTeam: string | null }[] = []): CollectionDetail {
  return collectionDetail({
    entryCount: TITLES.length,
    entries: TITLES.map((title, i) => ({
      position: i,
      carNumber: entries[i]?.carNumber ?? null,
      driverOrTeam: entries[i]?.driverOrTeam ?? null,
      addedAt: '2026-01-01T00:00:00.000Z',
      livery: liveryListItem({ id: i + 1, title }),
    })),
  });
}

const row = (title: string) => screen.getByRole('form', { name: `League pack: ${title}` });

/** Issue 34 §14 and §15: the whole grid in one save; a car number of 1000 refused on its row. */
describe('League pack grid', () => {
  beforeEach(() => vi.clearAllMocks());
  it('saves every changed row with one request and clears the count', async () => {
    const api = fakeApi({
      'GET /api/collections/5': ok(pack()),
      'PUT /api/collections/5/entries': ok(
        pack([
          { carNumber: '07', driverOrTeam: 'Team Apex' },
          { carNumber: null, driverOrTeam: null },
          { carNumber: '44', driverOrTeam: 'Rossi' },
        ]),
      ),
    });
    const user = userEvent.setup();
    renderWithRouter(<CollectionView rawId="5" onDeleted={vi.fn()} />);
    await screen.findByRole('form', { name: 'League pack: Blue' }, WAIT);
    expect(screen.getByRole('button', { name: 'Save all' })).toBeDisabled();
    await user.type(within(row('Blue')).getByLabelText('Car number'), '07');
    await user.type(within(row('Blue')).getByLabelText('Driver or team'), 'Team Apex');
    await user.type(within(row(TITLES[2] as string)).getByLabelText('Car number'), '44');
    await user.type(within(row(TITLES[2] as string)).getByLabelText('Driver or team'), 'Rossi');
    await user.click(screen.getByRole('button', { name: 'Save all (2 changed)' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 entries saved.'));
    expect(api.callsTo('PUT', '/api/collections/5/entries').map((c) => c.body)).toEqual([
      {
        entries: [
          { liveryId: 1, carNumber: '07', driverOrTeam: 'Team Apex' },
          { liveryId: 3, carNumber: '44', driverOrTeam: 'Rossi' },
        ],
      },
    ]);
    expect(api.callsTo('PATCH', '/api/collections/5/entries/1')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Save all' })).toBeDisabled();
    expect(within(row('Blue')).getByLabelText('Car number')).toHaveValue('07');
  });

  it('refuses car number 1000 on its row with the field message, sending nothing (not cut to 100)', async () => {
    const api = fakeApi({ 'GET /api/collections/5': ok(pack()) });
    const user = userEvent.setup();
    renderWithRouter(<CollectionView rawId="5" onDeleted={vi.fn()} />);
    const number = within(await screen.findByRole('form', { name: 'League pack: Red' }, WAIT)).getByLabelText(
      'Car number',
    );
    await user.type(number, '1000');
    expect(number).toHaveValue('1000');
    await user.click(within(row('Red')).getByRole('button', { name: 'Save Red' }));
    expect(await within(row('Red')).findByText(COLLECTION_MESSAGES.carNumberInvalid)).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription(COLLECTION_MESSAGES.carNumberInvalid);
    await user.click(screen.getByRole('button', { name: 'Save all (1 changed)' }));
    expect(toast.error).toHaveBeenCalledWith('Nothing was saved: fix the fields marked in red.');
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the grid on the row and field it names", async () => {
    fakeApi({
      'GET /api/collections/5': ok(pack()),
      'PUT /api/collections/5/entries': {
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: COLLECTION_MESSAGES.driverOrTeamInvalid,
          errors: [{ path: 'entries.1.driverOrTeam', message: COLLECTION_MESSAGES.driverOrTeamInvalid }],
        },
      },
    });
    const user = userEvent.setup();
    renderWithRouter(<CollectionView rawId="5" onDeleted={vi.fn()} />);
    await user.type(
      within(await screen.findByRole('form', { name: 'League pack: Blue' }, WAIT)).getByLabelText('Car number'),
      '1',
    );
    await user.type(within(row('Red')).getByLabelText('Driver or team'), 'Team');
    await user.click(screen.getByRole('button', { name: 'Save all (2 changed)' }));
    await waitFor(() =>
      expect(within(row('Red')).getByLabelText('Driver or team')).toHaveAccessibleDescription(
        COLLECTION_MESSAGES.driverOrTeamInvalid,
      ),
    );
    expect(within(row('Blue')).getByLabelText('Car number')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: 'Save all (2 changed)' })).toBeEnabled();
  });
});
