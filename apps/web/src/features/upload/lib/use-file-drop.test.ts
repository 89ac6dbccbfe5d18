import { act, renderHook } from '@testing-library/react';
import type { DragEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useFileDrop } from './use-file-drop';

const dragEvent = (files: File[] = []) =>
  ({ preventDefault: vi.fn(), dataTransfer: { files } }) as unknown as DragEvent & { preventDefault: () => void };

describe('useFileDrop', () => {
  it('highlights while files hover and hands over the dropped files', () => {
    const onFiles = vi.fn();
    const { result } = renderHook(() => useFileDrop({ onFiles }));
    const over = dragEvent();
    act(() => result.current.dropProps.onDragOver(over));
    expect(over.preventDefault).toHaveBeenCalled();
    expect(result.current.dragging).toBe(true);

    const file = new File(['x'], 'shot.png', { type: 'image/png' });
    act(() => result.current.dropProps.onDrop(dragEvent([file])));
    expect(result.current.dragging).toBe(false);
    expect(onFiles).toHaveBeenCalledWith([file]);
  });

  it('stops highlighting when the files leave', () => {
    const { result } = renderHook(() => useFileDrop({ onFiles: vi.fn() }));
    act(() => result.current.dropProps.onDragOver(dragEvent()));
    act(() => result.current.dropProps.onDragLeave());
    expect(result.current.dragging).toBe(false);
  });

  it('takes nothing while disabled', () => {
    const onFiles = vi.fn();
    const { result } = renderHook(() => useFileDrop({ disabled: true, onFiles }));
    act(() => result.current.dropProps.onDragOver(dragEvent()));
    expect(result.current.dragging).toBe(false);
    act(() => result.current.dropProps.onDrop(dragEvent([new File(['x'], 'a.tga')])));
    expect(onFiles).not.toHaveBeenCalled();
  });
});
