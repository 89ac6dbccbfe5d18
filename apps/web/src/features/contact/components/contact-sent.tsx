import { CONTACT_MESSAGES } from '@paddock/contract';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';

/** Shown in place of the form once the message is on its way. */
export function ContactSent({ onAnother }: { onAnother: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  // Keyboard and screen-reader users land on the confirmation, not on a vanished button.
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="flex flex-col items-start gap-4 rounded-xl border border-pit-400/40 bg-pit-400/10 p-6 outline-none"
    >
      <span aria-hidden="true" className="grid size-11 place-items-center rounded-full bg-pit-400/20 text-pit-300">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="22"
          height="22"
          fill="none"
          stroke="currentColor"
          strokeWidth={2.5}
        >
          <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <p className="text-lg font-semibold text-ink-50">{CONTACT_MESSAGES.sent}</p>
      <Button variant="secondary" onClick={onAnother}>
        Send another message
      </Button>
    </div>
  );
}
