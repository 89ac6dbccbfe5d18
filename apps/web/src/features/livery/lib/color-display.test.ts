import { describe, expect, it } from 'vitest';
import { displayColor, parseColor } from './color-display';

describe('colour display', () => {
  it.each([
    ['255, 200, 0', [255, 200, 0]],
    ['255,200,0', [255, 200, 0]],
    ['  0 ,0,  0 ', [0, 0, 0]],
    ['#1e90ff', [30, 144, 255]],
    ['1E90FF', [30, 144, 255]],
    ['#fff', [255, 255, 255]],
    ['a0c', [170, 0, 204]],
  ] as const)('accepts %j', (value, rgb) => {
    expect(parseColor(value)).toEqual(rgb);
  });

  it.each([
    '256, 0, 0',
    '1, 2',
    '1, 2, 3, 4',
    '-1, 2, 3',
    '1.5, 2, 3',
    'rgb(1, 2, 3)',
    '#ffff',
    '#12345',
    '#gggggg',
    'red',
    '',
    null,
    undefined,
  ])('refuses %j', (value) => {
    expect(parseColor(value)).toBeNull();
    expect(displayColor(value).css).toBe('transparent');
    expect(displayColor(value).valid).toBe(false);
  });

  it('shows colours as R, G, B text with a matching swatch', () => {
    expect(displayColor('255,200,0')).toEqual({ text: '255, 200, 0', css: 'rgb(255, 200, 0)', valid: true });
    expect(displayColor('#1e90ff')).toEqual({ text: '30, 144, 255', css: 'rgb(30, 144, 255)', valid: true });
    expect(displayColor('banana')).toEqual({ text: 'banana', css: 'transparent', valid: false });
  });
});
