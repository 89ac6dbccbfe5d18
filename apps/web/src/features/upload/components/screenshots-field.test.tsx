import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { toast } from 'sonner';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScreenshotItem } from '../lib/form-values';
import { ScreenshotsField } from './screenshots-field';

vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() }),
}));

function Harness() {
  const [value, setValue] = useState<ScreenshotItem[]>([]);
  return <ScreenshotsField value={value} onChange={setValue} />;
}

const image = (name: string, type = 'image/png') => new File(['x'], name, { type });
const names = () => screen.getAllByRole('img').map((img) => img.getAttribute('alt'));

describe('ScreenshotsField', { timeout: 20_000 }, () => {
  beforeAll(() => {
    URL.createObjectURL ??= () => 'blob:preview';
    URL.revokeObjectURL ??= () => {};
  });
  beforeEach(() => vi.clearAllMocks());

  it('keeps at most five JPG or PNG screenshots, the first marked Primary', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness />);
    const input = screen.getByLabelText(/^Screenshots/);
    expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png,image/jpeg,image/png');

    await user.upload(input, [image('1.png'), image('2.jpg', 'image/jpeg'), image('notes.gif', 'image/gif')]);
    expect(toast.error).toHaveBeenCalledWith('notes.gif is not a JPG or PNG image.');
    expect(names()).toEqual(['Screenshot 1: 1.png', 'Screenshot 2: 2.jpg']);

    await user.upload(
      screen.getByLabelText(/^Screenshots/),
      ['3', '4', '5', '6'].map((n) => image(`${n}.png`)),
    );
    expect(toast.info).toHaveBeenCalledWith('Only the first 5 screenshots were kept.');
    expect(names()).toHaveLength(5);
    expect(names().at(-1)).toBe('Screenshot 5: 5.png');
    expect(screen.getByText('5 / 5')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Screenshots/, { selector: 'input' })).toBeNull();
    expect(screen.getAllByText('Primary')).toHaveLength(1);
  });

  it('moves a screenshot to the front to make it Primary, and removes one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(screen.getByLabelText(/^Screenshots/), [image('a.png'), image('b.png')]);
    await user.click(screen.getByRole('button', { name: 'Move screenshot 2 earlier' }));
    expect(names()).toEqual(['Screenshot 1: b.png', 'Screenshot 2: a.png']);
    expect(screen.getByText('Primary').closest('li')).toContainElement(screen.getByAltText('Screenshot 1: b.png'));
    await user.click(screen.getByRole('button', { name: 'Remove screenshot 1' }));
    expect(names()).toEqual(['Screenshot 1: a.png']);
  });
});
