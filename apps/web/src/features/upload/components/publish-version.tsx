import { LIVERY_VERSION_MESSAGES, type LiveryDetail, TEXTURE_MATCH_MESSAGES, VERSION_LIMITS } from '@paddock/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FieldError, FieldLabel, flatInputClasses } from '@/components/ui/form/field';
import { Modal } from '@/components/ui/modal';
import { liveryQueryKey } from '@/lib/queries/livery';
import type { ScreenshotItem } from '../lib/form-values';
import { regionsFromConfigurations } from '../lib/region-values';
import type { TgaFile } from '../lib/tga-file';
import { useWarnBeforeUnload } from '../lib/use-warn-before-unload';
import { versionRegionInputs, versionRegionIssues } from '../lib/version-regions';
import { UPLOAD_MESSAGES } from '../messages';
import { useFlatPreview } from '../use-flat-preview';
import { closestMatch, useTextureMatches } from '../use-texture-matches';
import { useUploadLivery, useUploadPhase } from '../use-upload-livery';
import { type BasedOnDeclaration, CopyWarning } from './copy-warning';
import { releaseScreenshots, ScreenshotsField } from './screenshots-field';
import { TgaFileField } from './tga-file-field';
import { UploadProgressPanel } from './upload-progress';
import { VersionRegionsStep } from './version-regions-step';

const v = LIVERY_VERSION_MESSAGES;

/** The changelog's own check, the contract's rule: 1..2000 characters once trimmed. */
function changelogError(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return v.changelogRequired;
  if (trimmed.length > VERSION_LIMITS.changelogMax) return v.changelogTooLong;
  return undefined;
}

interface FormProps {
  livery: LiveryDetail;
  onPublished: () => void;
  onBusyChange: (busy: boolean) => void;
}

/** The new version's files (zipped and converted in the browser as an upload is), changelog and progress. */
function PublishVersionForm({ livery, onPublished, onBusyChange }: FormProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const [liveryTga, setLiveryTga] = useState<TgaFile | null>(null);
  const [regionTga, setRegionTga] = useState<TgaFile | null>(null);
  const [screenshots, setScreenshots] = useState<ScreenshotItem[]>([]);
  const [changelog, setChangelog] = useState('');
  const [regions, setRegions] = useState(() => regionsFromConfigurations(livery.regionConfigurations));
  const [submitted, setSubmitted] = useState(false);
  // The server's refusal, kept in the form until the next try (issue 34 §2).
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalRef = useRef<HTMLParagraphElement>(null);
  const flat = useFlatPreview(liveryTga, regionTga);
  // Issue 36 point 3 for a version: the texture against what would open a case for this livery.
  const matches = useTextureMatches(liveryTga?.file ?? null, livery.id);
  const [declared, setDeclared] = useState<BasedOnDeclaration | null>(null);
  // Bumped to clear the livery field's own state when the warning's Cancel drops the texture.
  const [textureField, setTextureField] = useState(0);
  // The new region map's colours, once counted; the current version's until a new map is chosen.
  const shares = regionTga
    ? flat.overlay.status === 'ready'
      ? flat.overlay.shares
      : null
    : (livery.regionShares ?? null);
  const { store, publishVersion, cancel } = useUploadLivery();
  const phase = useUploadPhase(store);
  const busy = phase === 'preparing' || phase === 'uploading';
  useWarnBeforeUnload(busy);
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  // Previews are object URLs: let them go when the form does.
  const shown = useRef(screenshots);
  shown.current = screenshots;
  useEffect(() => () => releaseScreenshots(shown.current), []);

  const filesError = submitted && (!liveryTga || !regionTga) ? UPLOAD_MESSAGES.versionFilesRequired : undefined;
  const textError = submitted ? changelogError(changelog) : undefined;
  const regionsError = submitted ? versionRegionIssues(regions, shares).join(' ') || undefined : undefined;
  const left = VERSION_LIMITS.changelogMax - changelog.trim().length;

  const submit = async () => {
    setSubmitted(true);
    setRefusal(null);
    if (!liveryTga || !regionTga || changelogError(changelog)) return;
    const parts = await flat.settle();
    if (versionRegionIssues(regions, parts.regionShares).length > 0) return;
    const { closest, declared: basedOn } = closestMatch(matches, declared);
    const published = await publishVersion(livery.id, {
      title: livery.title,
      changelog,
      livery: liveryTga.file,
      regionMap: regionTga.file,
      screenshots: screenshots.map((s) => s.file),
      flat: parts,
      regionConfigurations: versionRegionInputs(regions, parts.regionShares),
      basedOn,
      onRefused: (message) => {
        setRefusal(message);
        requestAnimationFrame(() => refusalRef.current?.scrollIntoView?.({ block: 'nearest' }));
      },
    });
    if (!published) return;
    toast.success(UPLOAD_MESSAGES.versionPublished(published.number));
    if (closest && !basedOn) toast.info(TEXTURE_MATCH_MESSAGES.reviewVersion(published.number, closest.title));
    // The page, its versions and every list showing the livery.
    void queryClient.invalidateQueries({ queryKey: liveryQueryKey(livery.id) });
    void queryClient.invalidateQueries({ queryKey: ['liveries'] });
    onPublished();
  };

  return (
    <form
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="grid gap-5"
    >
      <fieldset disabled={busy} className="grid min-w-0 gap-5">
        <legend className="sr-only">New version of {livery.title}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TgaFileField
            key={textureField}
            label="Livery TGA"
            hint="customskin.tga"
            kind="livery"
            value={liveryTga}
            other={regionTga}
            onChange={setLiveryTga}
            disabled={busy}
            error={filesError && !liveryTga ? filesError : undefined}
          />
          <TgaFileField
            label="Region map TGA"
            hint="customskin_region.tga"
            kind="regionMap"
            value={regionTga}
            other={liveryTga}
            onChange={setRegionTga}
            disabled={busy}
            error={filesError && !regionTga ? filesError : undefined}
          />
        </div>
        <CopyWarning
          state={matches}
          declared={declared}
          onDeclareBasedOn={(match, note) => setDeclared({ liveryId: match.liveryId, title: match.title, note })}
          onUndeclare={() => setDeclared(null)}
          onCancelUpload={() => {
            setLiveryTga(null);
            setDeclared(null);
            setTextureField((n) => n + 1);
          }}
        />
        <div>
          <FieldLabel htmlFor={`${id}-changelog`} required aside={`${left} characters left`}>
            Changelog
          </FieldLabel>
          <textarea
            id={`${id}-changelog`}
            value={changelog}
            onChange={(event) => setChangelog(event.target.value)}
            rows={5}
            maxLength={VERSION_LIMITS.changelogMax + 200}
            aria-invalid={textError ? true : undefined}
            aria-describedby={textError ? `${id}-changelog-error` : undefined}
            placeholder="What changed in this version?"
            className={flatInputClasses('min-h-28 py-2 text-sm')}
          />
          <FieldError id={`${id}-changelog-error`} message={textError} />
        </div>
        <VersionRegionsStep
          id={id}
          regions={regions}
          onChange={setRegions}
          overlay={flat.overlay}
          shares={shares}
          error={regionsError}
          disabled={busy}
        />
        <div>
          <ScreenshotsField value={screenshots} onChange={setScreenshots} disabled={busy} optional />
          <p className="mt-1.5 text-xs text-ink-400">Leave empty to keep the current gallery; new ones replace it.</p>
        </div>
      </fieldset>
      <UploadProgressPanel store={store} onCancel={cancel} />
      {refusal && (
        <p
          ref={refusalRef}
          role="alert"
          className="rounded-md border border-race-500/50 bg-race-500/10 p-3 text-sm text-race-200"
        >
          {refusal}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? 'Publishing…' : 'Publish version'}
        </Button>
      </div>
    </form>
  );
}

/** "Publish new version" on the livery page (issue 19), for its uploader: a dialog with the form. */
export function PublishVersion({ livery }: { livery: LiveryDetail }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        Publish new version
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        dismissible={!busy}
        title="Publish new version"
        description={`A new version of "${livery.title}": same page, favourites and counts. Older versions stay downloadable.`}
        className="max-w-3xl"
      >
        {open && <PublishVersionForm livery={livery} onPublished={() => setOpen(false)} onBusyChange={setBusy} />}
      </Modal>
    </>
  );
}
