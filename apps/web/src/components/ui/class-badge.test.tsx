import { CAR_CLASS_COLORS } from '@paddock/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClassBadge, carClassColor, readableTextOn } from './class-badge';

describe('car class colours', () => {
  it.each([
    ['Hypercar', '#e21d38'],
    ['LMH', '#e21d38'],
    ['lmdh prototypes', '#e21d38'],
    ['LMP2', '#005eb8'],
    ['GTE', '#ff8200'],
    ['LMGT3', '#44b048'],
    ['GT3', '#44b048'],
    ['LMP3', '#6c757d'],
    ['', '#6c757d'],
    [null, '#6c757d'],
    [undefined, '#6c757d'],
  ])('%s → %s', (name, color) => {
    expect(carClassColor(name)).toBe(color);
  });

  it('picks legible text on each class colour', () => {
    expect(readableTextOn(CAR_CLASS_COLORS.lmp2)).toBe('#ffffff');
    expect(readableTextOn(CAR_CLASS_COLORS.default)).toBe('#ffffff');
    expect(readableTextOn(CAR_CLASS_COLORS.gte)).toBe('#0b0d10');
    expect(readableTextOn(CAR_CLASS_COLORS.gt3)).toBe('#0b0d10');
  });

  it('renders the badge in the class colour', () => {
    render(<ClassBadge name="GTE" />);
    const badge = screen.getByText('GTE').parentElement;
    expect(badge).toHaveStyle({ backgroundColor: '#ff8200' });
  });
});
