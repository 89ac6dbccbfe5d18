import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createProgressStore } from '../lib/progress';
import { UploadProgressPanel } from './upload-progress';

const percent = (name: string) => screen.getByRole('progressbar', { name }).getAttribute('aria-valuenow');

describe('UploadProgressPanel', () => {
  it('shows a bar per prepared file, then the bytes sent, with Cancel until every byte is out', async () => {
    const store = createProgressStore();
    const onCancel = vi.fn();
    const { container } = render(<UploadProgressPanel store={store} onCancel={onCancel} />);
    expect(container).toBeEmptyDOMElement();

    act(() => {
      store.dispatch({
        type: 'prepare',
        tasks: [
          { id: 'shot-0', kind: 'screenshot', label: 'a.png', weight: 1 },
          { id: 'zip-livery', kind: 'zip', label: 'customskin.tga', weight: 1 },
          { id: 'zip-regionMap', kind: 'zip', label: 'customskin_region.tga', weight: 2 },
        ],
      });
      store.dispatch({ type: 'task', id: 'shot-0', status: 'running', at: 0 });
      store.dispatch({ type: 'task', id: 'zip-livery', status: 'running', fraction: 0.5, at: 0 });
    });
    expect(screen.getByText('Preparing files…')).toBeInTheDocument();
    // A screenshot has no bytes to count: its bar runs (no value) while it converts.
    expect(percent('Converting to WebP a.png')).toBeNull();
    expect(percent('Zipping customskin.tga')).toBe('50');
    expect(percent('Zipping customskin_region.tga')).toBe('0');
    expect(percent('Preparing files')).toBe('13');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);

    act(() => {
      for (const id of ['shot-0', 'zip-livery', 'zip-regionMap'])
        store.dispatch({ type: 'task', id, status: 'done', at: 100 });
      store.dispatch({ type: 'upload', total: 2 * 1024 * 1024, at: 100 });
      store.dispatch({ type: 'sent', sent: 1024 * 1024, total: 2 * 1024 * 1024 });
    });
    expect(screen.getByText('Uploading…')).toBeInTheDocument();
    expect(percent('Uploading')).toBe('50');
    expect(screen.getByText(/1\.0 MB of 2\.0 MB/)).toBeInTheDocument();

    expect(screen.getByText('3. Server check').parentElement).toHaveTextContent('waiting');

    act(() => store.dispatch({ type: 'sent', sent: 2 * 1024 * 1024, total: 2 * 1024 * 1024 }));
    expect(screen.getByText('Sent. Checking your files…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    // The bytes are out: the upload bar is full and still, and the server's check is its own
    // running step (issue 34 §12), not "2.0 MB of 2.0 MB" beside a bar still moving.
    expect(percent('Uploading')).toBe('100');
    expect(screen.getByText('2.0 MB sent')).toBeInTheDocument();
    expect(screen.queryByText(/2\.0 MB of 2\.0 MB/)).toBeNull();
    expect(percent('Server check')).toBeNull();
    expect(screen.getByText('3. Server check').parentElement).toHaveTextContent('checking your files…');

    act(() => store.dispatch({ type: 'success', at: 1100 }));
    expect(screen.getByText('Uploaded!')).toBeInTheDocument();
    expect(percent('Server check')).toBe('100');
    expect(screen.getByText('3. Server check').parentElement).toHaveTextContent('done · 1.0 s in all');
  });
});
