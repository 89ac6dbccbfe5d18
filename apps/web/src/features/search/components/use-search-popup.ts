import { TIMINGS } from '@paddock/contract';
import { type FocusEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { useOutsideClick } from './use-outside-click';

/**
 * Whether the search box's results are open and which one is highlighted. Focus opens them; blur closes
 * them after a short delay (so a click on a result lands first), unless focus moved to a control inside
 * the box (the "Did you mean" button); a click anywhere else closes them.
 */
export function useSearchPopup(rootRef: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(blurTimer.current), []);
  useOutsideClick(rootRef, open, () => setOpen(false));

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const onFocus = () => {
    clearTimeout(blurTimer.current);
    setOpen(true);
  };

  const onBlur = (event?: FocusEvent) => {
    clearTimeout(blurTimer.current);
    const to = event?.relatedTarget;
    if (to instanceof Node && rootRef.current?.contains(to)) return;
    blurTimer.current = setTimeout(close, TIMINGS.searchBlurDelayMs);
  };

  return { open, setOpen, activeIndex, setActiveIndex, close, onFocus, onBlur };
}
