import { useNavigation } from 'react-router';

/** A thin racing-red bar while the next page's code or data loads. */
export function NavigationProgress() {
  const { state } = useNavigation();
  if (state === 'idle') return null;

  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-[60] h-[3px] overflow-hidden bg-race-700/40">
      <div className="h-full w-2/5 animate-progress bg-gradient-to-r from-transparent via-race-400 to-signal-400" />
    </div>
  );
}
