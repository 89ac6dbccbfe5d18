import { useState } from 'react';
import { useDigestSettings, useSetDigest } from '../api/digest-settings';

/** Settings: the opt-in daily e-mail digest of unread notifications. */
export function DigestSetting() {
  const settings = useDigestSettings();
  const save = useSetDigest();
  // The box follows the click at once (a controlled checkbox would otherwise flick back until the
  // mutation's state arrives), and goes back to what the server holds if saving fails.
  const [choice, setChoice] = useState<boolean | null>(null);
  // Not a live region: the settings page has its own status messages, and this loads in a blink.
  if (settings.isPending) {
    return (
      <p aria-busy="true" className="text-sm text-ink-400">
        Loading your notification settings…
      </p>
    );
  }
  if (settings.isError) return <p className="text-race-300">{settings.error.message}</p>;
  const on = choice ?? settings.data.dailyDigest;
  return (
    <div className="flex items-start gap-3 rounded-md border border-carbon-700 bg-carbon-900/60 p-4">
      <input
        id="daily-digest"
        type="checkbox"
        checked={on}
        disabled={save.isPending}
        onChange={(event) => {
          const dailyDigest = event.target.checked;
          setChoice(dailyDigest);
          save.mutate({ dailyDigest }, { onSettled: () => setChoice(null) });
        }}
        aria-describedby="daily-digest-help"
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-race-500"
      />
      <div>
        <label htmlFor="daily-digest" className="cursor-pointer font-semibold text-ink-50">
          Daily e-mail digest
        </label>
        <p id="daily-digest-help" className="mt-1 text-sm leading-relaxed text-ink-300">
          At most one e-mail a day listing your unread notifications, only when there is something new. Every digest has
          a link to unsubscribe without signing in.
        </p>
      </div>
    </div>
  );
}
