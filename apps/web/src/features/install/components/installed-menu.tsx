import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FolderIcon } from '@/components/ui/icons/common-icons';
import { useInstalledLiveries } from '@/lib/installed-liveries/installed-store';
import { canInstall } from '../lib/game-folder-access';

// The dialog and its code load on the first click, not with every page's header.
const loadPanel = () => import('./installed-panel');
const InstalledPanel = lazy(() => loadPanel().then((m) => ({ default: m.InstalledPanel })));

/**
 * The header's Installed button: what Paddock installed in this browser's game folder, with Restore
 * (the files that were there before) and Remove in its panel. Shown only where installing works and
 * once something is installed.
 */
export function InstalledMenu() {
  const records = useInstalledLiveries();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!canInstall() || (records.length === 0 && !open)) return null;

  return (
    <>
      {/* A square icon button on narrow headers (the count on its corner), with its label from lg up. */}
      <Button
        variant="ghost"
        className="relative size-10 border border-carbon-600 px-0 lg:w-auto lg:px-3"
        aria-label={`Installed liveries (${records.length})`}
        onPointerEnter={() => void loadPanel()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <FolderIcon />
        <span className="max-lg:hidden">Installed</span>
        <span className="rounded-sm bg-pit-500 px-1.5 text-xs font-bold text-carbon-950 tabular-nums max-lg:absolute max-lg:-top-1.5 max-lg:-right-1.5">
          {records.length}
        </span>
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <InstalledPanel open={open} onOpenChange={setOpen} records={records} />
        </Suspense>
      )}
    </>
  );
}
