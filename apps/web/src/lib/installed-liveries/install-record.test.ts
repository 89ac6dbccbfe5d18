import { describe, expect, it } from 'vitest';
import { hasUpdate } from './install-record';

const installed = { liveryUploadDate: '2026-11-01T10:00:00.000Z', liveryUpdatedAt: '2026-11-02T10:00:00.000Z' };

describe('Update available', () => {
  it('shows once the painter changed the livery after it was installed, not before', () => {
    expect(hasUpdate(installed, { uploadDate: installed.liveryUploadDate, updatedAt: installed.liveryUpdatedAt })).toBe(
      false,
    );
    expect(
      hasUpdate(installed, { uploadDate: installed.liveryUploadDate, updatedAt: '2026-11-20T08:00:00.000Z' }),
    ).toBe(true);
  });

  it('uses the upload date where the updated date is unknown (livery cards)', () => {
    expect(hasUpdate(installed, { uploadDate: installed.liveryUploadDate })).toBe(false);
    expect(hasUpdate(installed, { uploadDate: '2026-11-21T08:00:00.000Z' })).toBe(true);
  });
});
