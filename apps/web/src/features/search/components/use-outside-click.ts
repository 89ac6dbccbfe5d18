import { type RefObject, useEffect, useRef } from 'react';

/** While `active`, a mouse press outside `ref`'s element calls `onOutside`. */
export function useOutsideClick(ref: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void): void {
  // The latest callback, so the listener is only re-added when `active` changes.
  const latest = useRef(onOutside);
  latest.current = onOutside;
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) latest.current();
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [ref, active]);
}
