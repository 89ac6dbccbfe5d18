import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCarModels } from '@/lib/queries/catalogue';

describe('catalogue helpers', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('refuses to fetch models without a class id, asking nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(getCarModels(undefined)).rejects.toThrow('Class ID is required to fetch models');
    await expect(getCarModels(0)).rejects.toThrow('Class ID is required to fetch models');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the models of the class', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify([{ id: 10, name: 'Porsche 963' }]), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(getCarModels(1)).resolves.toEqual([{ id: 10, name: 'Porsche 963' }]);
    expect(String(fetchMock.mock.calls[0]?.[0 as never])).toBe('/api/carclasses/1/models');
  });
});
