import { describe, expect, it } from 'vitest';
import { browsePath, editLiveryPath, filterSlug, liveryDetailPath, userProfilePath } from '@/config/livery-path';

describe('livery paths', () => {
  it('builds the detail, edit and profile paths', () => {
    expect(liveryDetailPath(7, 'Gulf 963')).toBe('/livery/7/gulf-963');
    expect(editLiveryPath(7, 'Gulf 963')).toBe('/liveries/7/gulf-963/edit');
    expect(userProfilePath(3)).toBe('/users/3/liveries');
  });

  it('slugs catalogue names for the browse query string', () => {
    expect(filterSlug('Porsche 911 RSR-19')).toBe('porsche-911-rsr-19');
    expect(filterSlug('  Real   team ')).toBe('real-team');
    expect(browsePath({ tag: 'Real team' })).toBe('/liveries?tag=real-team');
    expect(browsePath({ carClass: 'LMGT3', model: 'BMW M4 LMGT3' })).toBe('/liveries?class=lmgt3&model=bmw-m4-lmgt3');
    expect(browsePath({ model: 'orphan' })).toBe('/liveries');
  });
});
