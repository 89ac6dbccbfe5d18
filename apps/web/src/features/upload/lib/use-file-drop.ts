import { type DragEvent, useState } from 'react';

/**
 * Drag-and-drop onto a file field's drop zone: `dragging` while files hover over it (for the highlight),
 * and the dropped files handed to `onFiles`. A disabled field takes no drop and shows no highlight.
 */
export function useFileDrop({ disabled, onFiles }: { disabled?: boolean; onFiles: (files: File[]) => void }) {
  const [dragging, setDragging] = useState(false);
  const dropProps = {
    onDragOver: (event: DragEvent) => {
      if (disabled) return;
      event.preventDefault();
      setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      if (!disabled) onFiles([...event.dataTransfer.files]);
    },
  };
  return { dragging, dropProps };
}
