import { MATERIALS, MATERIALS_BY_REGION, REGION_COLORS, REGIONS } from '@paddock/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { emptyRegions, type RegionValue } from '../lib/region-values';
import { RegionSpecMapping } from './region-spec-mapping';

function Harness({
  initial = emptyRegions(),
  onValue,
}: {
  initial?: RegionValue[];
  onValue?: (v: RegionValue[]) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <RegionSpecMapping
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

const region = (name: string) => screen.getByRole('group', { name: `${name} region` });
const materialRadios = (name: string) =>
  within(within(region(name)).getByRole('group', { name: 'Material' })).getAllByRole('radio');

// Role queries over five fieldsets are slow in jsdom; the budget is for busy CI machines.
describe('RegionSpecMapping', { timeout: 20_000 }, () => {
  it('shows the five regions in the spec’s order, each with its colour', () => {
    const { container } = render(<Harness />);
    const legends = screen
      .getAllByRole('group', { name: / region$/ })
      .map((g) => g.querySelector('legend')?.textContent);
    expect(legends).toEqual(REGIONS.map((r) => `${r} region`));
    const swatches = [...container.querySelectorAll<HTMLElement>('[style*="background-color"]')].map(
      (el) => el.style.backgroundColor,
    );
    expect(swatches).toHaveLength(5);
    expect(swatches[1]).toBe('rgb(211, 47, 47)'); // Red #D32F2F
    expect(screen.getByText(REGION_COLORS.White)).toBeInTheDocument();
  });

  it('chooses no material for the player, not even where one is the only choice (issue 34 §12)', () => {
    render(<Harness />);
    for (const name of ['Red', 'White'] as const) {
      expect(MATERIALS_BY_REGION[name]).toHaveLength(1);
      const [only] = materialRadios(name);
      expect(only).not.toBeChecked();
      expect(within(region(name)).getByText('Choose a material for this region.')).toBeInTheDocument();
    }
    expect(screen.queryByText(/Carbon has no options/)).toBeNull();
  });

  it('offers each region only its allowed materials', () => {
    render(<Harness />);
    for (const name of REGIONS) {
      const offered = materialRadios(name).map((radio) => (radio as HTMLInputElement).value);
      expect(offered).toEqual(MATERIALS_BY_REGION[name]);
      expect(MATERIALS.filter((m) => offered.includes(m))).toEqual(MATERIALS_BY_REGION[name]);
    }
  });

  it('shows the style controls of the chosen material', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.click(within(region('Black')).getByRole('radio', { name: 'Metallic flakes' }));
    const black = within(region('Black'));
    expect(black.getByRole('group', { name: 'Base style' })).toBeInTheDocument();
    expect(
      within(black.getByRole('group', { name: 'Base style' }))
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['Matte', 'Shiny']);
    expect(
      within(black.getByRole('group', { name: 'Flake strength' }))
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['Soft', 'Medium', 'Strong']);
    expect(black.getByRole('textbox', { name: /flake colour/i })).toBeInTheDocument();

    await user.click(within(region('Green')).getByRole('radio', { name: 'Chrome' }));
    expect(
      within(within(region('Green')).getByRole('group', { name: 'Chrome style' }))
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['Satin', 'Reflective']);

    await user.click(within(region('Blue')).getByRole('radio', { name: 'Wrap' }));
    expect(
      within(within(region('Blue')).getByRole('group', { name: 'Wrap style' }))
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['Matte', 'Medium', 'MediumStrong', 'Shiny']);

    await user.click(within(region('White')).getByRole('radio', { name: 'Stickers' }));
    expect(
      within(within(region('White')).getByRole('group', { name: 'Sticker style' }))
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['Matte', 'StrongMatte', 'Medium', 'Shiny']);
  });

  it('lists a region name the game does not have last, without choices', () => {
    const initial = [
      ...emptyRegions(),
      { ...(emptyRegions()[0] as RegionValue), regionName: 'Yellow', material: 'Wrap' },
    ];
    render(<Harness initial={initial as RegionValue[]} />);
    const legends = screen
      .getAllByRole('group', { name: / region$/ })
      .map((g) => g.querySelector('legend')?.textContent);
    expect(legends.at(-1)).toBe('Yellow region');
    expect(within(region('Yellow')).queryAllByRole('radio')).toEqual([]);
    expect(within(region('Yellow')).getByText(/left out when you save/)).toBeInTheDocument();
  });

  it('shows no options for Carbon', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(within(region('Red')).getByRole('radio', { name: 'Carbon fibre' }));
    const red = within(region('Red'));
    expect(red.getAllByRole('radio')).toHaveLength(1);
    expect(red.queryByRole('textbox')).toBeNull();
    expect(red.getByText(/Carbon has no options/)).toBeInTheDocument();
  });

  it('clears every style when the material changes', async () => {
    const user = userEvent.setup();
    let latest: RegionValue[] = [];
    render(<Harness onValue={(v) => (latest = v)} />);
    const black = () => within(region('Black'));

    await user.click(black().getByRole('radio', { name: 'Metallic flakes' }));
    await user.click(black().getByRole('radio', { name: 'Shiny' }));
    await user.click(black().getByRole('radio', { name: 'Strong' }));
    await user.type(black().getByRole('textbox', { name: /flake colour/i }), '255, 200, 0');
    expect(latest[0]).toMatchObject({
      material: 'MetallicFlakes',
      metallicFlake_Style: 'Shiny',
      metallicFlake_FlakeStrength: 'Strong',
      metallicFlake_FlakeColorRGB: '255,200,0',
    });

    await user.click(black().getByRole('radio', { name: 'Metallic paint' }));
    expect(latest[0]).toMatchObject({
      material: 'MetallicPaint',
      metallicFlake_Style: null,
      metallicFlake_FlakeStrength: null,
      metallicFlake_FlakeColorRGB: null,
      metallicPaint_Style: null,
      metallicPaint_FlakeStrength: null,
      metallicPaint_FlakeColorRGB: null,
    });
    // Nothing of the old choice is shown either.
    for (const radio of black().getAllByRole('radio')) {
      if (radio.getAttribute('value') !== 'MetallicPaint') expect(radio).not.toBeChecked();
    }
    expect(black().getByRole('textbox', { name: /flake colour/i })).toHaveValue('');
  });

  it('shows a flake colour as R, G, B and stores r,g,b, from text or the picker', async () => {
    const user = userEvent.setup();
    const initial = emptyRegions();
    initial[0] = {
      ...(initial[0] as RegionValue),
      material: 'MetallicPaint',
      metallicPaint_FlakeColorRGB: '255,200,0',
    };
    let latest: RegionValue[] = initial;
    render(<Harness initial={initial} onValue={(v) => (latest = v)} />);
    const black = within(region('Black'));
    const text = black.getByRole('textbox', { name: /flake colour/i });
    expect(text).toHaveValue('255, 200, 0');
    expect(black.getByLabelText(/flake colour picker/i)).toHaveValue('#ffc800');

    await user.clear(text);
    await user.type(text, '#0000ff');
    expect(latest[0]?.metallicPaint_FlakeColorRGB).toBe('0,0,255');
    await user.tab();
    expect(text).toHaveValue('0, 0, 255');
  });
});
