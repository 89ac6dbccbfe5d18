import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, WAIT } from '@/test/fake-api';
import { renderWithRouter } from '@/test/render';
import { DigestSetting } from './digest-setting';

describe('DigestSetting', () => {
  it('shows the saved choice and saves a change at once', async () => {
    let saved = false;
    const api = fakeApi({
      'GET /api/notifications/settings': () => ok({ dailyDigest: saved }),
      'PUT /api/notifications/settings': ({ body }) => {
        saved = (body as { dailyDigest: boolean }).dailyDigest;
        return ok({ dailyDigest: saved });
      },
    });
    const user = userEvent.setup();
    renderWithRouter(<DigestSetting />);
    const box = await screen.findByRole('checkbox', { name: 'Daily e-mail digest' }, WAIT);
    expect(box).not.toBeChecked();
    await user.click(box);
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/notifications/settings')[0]?.body).toEqual({ dailyDigest: true }),
    );
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Daily e-mail digest' })).toBeChecked());
  });
});
