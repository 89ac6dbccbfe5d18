import type { FingerprintBackfill } from '@paddock/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, WAIT } from '@/test/fake-api';
import { renderWithRouter } from '@/test/render';
import { FingerprintsCard } from './fingerprints-card';

describe('the Texture fingerprints card', () => {
  it('shows the backfill progress and pauses and resumes it', async () => {
    let state: FingerprintBackfill = { paused: false, versions: 40, fingerprinted: 10, failed: 1 };
    const { calls } = fakeApi({
      'GET /api/admin/fingerprints': () => ok(state),
      'PUT /api/admin/fingerprints': (call) => {
        state = { ...state, paused: (call.body as { paused: boolean }).paused };
        return ok(state);
      },
    });
    const user = userEvent.setup();
    renderWithRouter(<FingerprintsCard />);

    expect(await screen.findByText('10 of 40 livery versions fingerprinted · 1 failed', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Fingerprint backfill 25% done' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(
      await screen.findByText('10 of 40 livery versions fingerprinted · 1 failed · paused', {}, WAIT),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByRole('button', { name: 'Pause' }, WAIT)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ paused: true }, { paused: false }]);
  });
});
