import { TGA_MESSAGES } from '@paddock/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import type { TgaFile } from '../lib/tga-file';
import { TgaFileField } from './tga-file-field';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn() }) }));

/** Runs `convert` with `input` on its stdin; null without ImageMagick. */
type RunImageMagick = (args: string[], input?: Uint8Array) => Uint8Array | null;

/**
 * ImageMagick's `convert` writing to stdout, or null without it (the web's types have no Node
 * modules, and the tests run in Node: the module is loaded by a name TypeScript does not follow).
 */
async function imageMagick(): Promise<RunImageMagick> {
  const { execFileSync } = await import(/* @vite-ignore */ ['node', 'child_process'].join(':'));
  const binary = ['/usr/bin/convert', 'convert'].find((candidate) => {
    try {
      return String(execFileSync(candidate, ['-version'])).includes('ImageMagick');
    } catch {
      return false;
    }
  });
  if (!binary) return () => null;
  return (args, input) => new Uint8Array(execFileSync(binary, args, { input, maxBuffer: 64 * 1024 * 1024 }));
}

const convert = await imageMagick();
// A 1024² region map in two of the region colours: with so few colours, `-type Palette` writes it
// colour-mapped, as ImageMagick and GIMP do by default for such a map.
const map = ['-size', '1024x1024', 'xc:rgb(51,51,51)', '-fill', 'rgb(211,47,47)', '-draw', 'rectangle 0,0 511,1023'];
const palette = convert([...map, '-type', 'Palette', 'tga:-']);
if (!palette) console.warn('ImageMagick `convert` was not found: the colour-mapped TGA test is skipped.');

function RegionMapField() {
  const [value, setValue] = useState<TgaFile | null>(null);
  return (
    <TgaFileField
      label="Region map TGA"
      hint="customskin_region.tga"
      kind="regionMap"
      value={value}
      other={null}
      onChange={setValue}
    />
  );
}

describe.skipIf(!palette)('TgaFileField with a colour-mapped region map (issue 34 §26)', () => {
  it('refuses it with how to save it as 24-bit RGB, then takes the map saved that way', async () => {
    const user = userEvent.setup();
    render(<RegionMapField />);
    const input = screen.getByLabelText(/^Region map TGA/);
    expect([...(palette as Uint8Array).subarray(1, 3)]).toEqual([1, 1]);

    await user.upload(input, new File([palette as Uint8Array<ArrayBuffer>], 'customskin_region.tga'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`customskin_region.tga: ${TGA_MESSAGES.unsupportedFormat}`);
    expect(alert).toHaveTextContent(
      'Only true-colour TGA files (24 or 32 bit) are supported. Save it as 24-bit RGB (ImageMagick: -type TrueColor;',
    );
    expect(toast.error).toHaveBeenCalledWith(TGA_MESSAGES.unsupportedFormat, expect.anything());

    // What the message says to do, done with the same tool.
    const trueColour = convert(['tga:-', '-type', 'TrueColor', 'tga:-'], palette as Uint8Array);
    await user.upload(input, new File([trueColour as Uint8Array<ArrayBuffer>], 'customskin_region.tga'));
    expect(await screen.findByText('1024 × 1024 · 24-bit · raw · 3.0 MB')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
