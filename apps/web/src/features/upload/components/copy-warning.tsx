import { TEXTURE_MATCH_MESSAGES as M, TEXTURE_MATCH_LIMITS, type TextureMatch } from '@paddock/contract';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form/form-controls';
import { AlertIcon } from '@/components/ui/icons/livery-icons';
import { LiveryImage } from '@/components/ui/livery-image';
import { liveryDetailPath } from '@/config/livery-path';
import type { TextureMatchesState } from '../use-texture-matches';

/** What the member declared from the warning: sent with the upload as its "based on". */
export interface BasedOnDeclaration {
  liveryId: number;
  title: string;
  note: string;
}

interface CopyWarningProps {
  state: TextureMatchesState;
  /** The declaration made here, if any (the page keeps it, as the form's other values). */
  declared: BasedOnDeclaration | null;
  onDeclareBasedOn: (match: TextureMatch, note: string) => void;
  onUndeclare: () => void;
  /** Drops the chosen texture: nothing of it is sent. */
  onCancelUpload: () => void;
}

const authorOf = (match: TextureMatch) => match.authorName ?? M.formerMember;

/**
 * Issue 36 point 3, before publishing: the chosen texture is a near copy of another member's
 * livery. Shows the closest one and the three ways on: declare it as based on that livery (only
 * when its author allows derivatives), cancel, or publish anyway (the normal submit: it goes live
 * and an admin reviews it). Nothing shows while the texture is checked or when nothing is close.
 */
export function CopyWarning({ state, declared, onDeclareBasedOn, onUndeclare, onCancelUpload }: CopyWarningProps) {
  const headingId = useId();
  if (state.status !== 'ready' || state.matches.length === 0) {
    return state.status === 'checking' ? (
      <p role="status" className="text-sm text-ink-400">
        {M.checking}
      </p>
    ) : null;
  }
  const [closest, ...others] = state.matches as [TextureMatch, ...TextureMatch[]];
  const link = liveryDetailPath(closest.liveryId, closest.title);

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-lg border border-signal-400/50 bg-signal-500/10 p-4 sm:p-5"
    >
      <div className="flex flex-col gap-4 sm:flex-row">
        <LiveryImage
          src={closest.thumbnailUrl}
          className="aspect-video w-full shrink-0 rounded-md border border-carbon-600 object-cover sm:w-40"
        />
        <div className="grid min-w-0 content-start gap-2">
          <h3 id={headingId} className="flex items-start gap-2 text-base font-semibold text-ink-50">
            <AlertIcon className="mt-0.5 size-5 shrink-0 text-signal-400" />
            <span className="min-w-0 break-words">{M.closeTo(closest.title, authorOf(closest))}</span>
          </h3>
          <p className="text-sm leading-relaxed text-ink-300">{M.lead}</p>
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            className="w-fit text-sm font-semibold text-signal-300 underline underline-offset-2 hover:text-signal-400"
          >
            {M.viewOriginal}
          </a>
        </div>
      </div>

      {declared?.liveryId === closest.liveryId ? (
        <p role="status" className="flex flex-wrap items-center gap-3 text-sm text-ink-100">
          {M.declared(closest.title)}
          <Button variant="ghost" size="sm" onClick={onUndeclare}>
            {M.undeclare}
          </Button>
        </p>
      ) : closest.allowDerivatives ? (
        <BasedOnChoice onDeclare={(note) => onDeclareBasedOn(closest, note)} />
      ) : (
        <p className="text-sm text-ink-200">{M.noDerivatives}</p>
      )}

      <div className="flex flex-col gap-3 border-t border-carbon-600/70 pt-4 sm:flex-row sm:items-center">
        <Button variant="secondary" size="sm" onClick={onCancelUpload}>
          {M.cancel}
        </Button>
        <p className="text-sm text-ink-400">{M.publishAnyway}</p>
      </div>

      {others.length > 0 && <OtherMatches matches={others} />}
    </section>
  );
}

/** "It's based on this livery — I have permission": reveals the note, then declares. */
function BasedOnChoice({ onDeclare }: { onDeclare: (note: string) => void }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (!open) {
    return (
      <Button
        variant="secondary"
        size="sm"
        className="h-auto! min-h-9 w-full py-2 text-left whitespace-normal! sm:w-fit"
        onClick={() => setOpen(true)}
      >
        {M.basedOn}
      </Button>
    );
  }
  const declare = () => {
    if (!note.trim()) {
      setError(M.basedOnNoteRequired);
      return;
    }
    onDeclare(note.trim());
  };
  // Not a <form>: this sits inside the upload form, and forms do not nest.
  return (
    <div className="grid gap-3">
      <TextAreaField
        label={M.basedOnNoteLabel}
        value={note}
        maxLength={TEXTURE_MATCH_LIMITS.noteMax}
        error={error}
        onChange={(event) => {
          setNote(event.target.value);
          setError(undefined);
        }}
      />
      <Button size="sm" className="w-fit" onClick={declare}>
        {M.declare}
      </Button>
    </div>
  );
}

function OtherMatches({ matches }: { matches: TextureMatch[] }) {
  return (
    <div className="text-sm text-ink-300">
      <p>{M.otherMatches(matches.length)}</p>
      <ul className="mt-1 list-disc pl-5">
        {matches.map((match) => (
          <li key={match.liveryId}>
            <a
              href={liveryDetailPath(match.liveryId, match.title)}
              target="_blank"
              rel="noopener noreferrer"
              className="text-ink-100 underline underline-offset-2 hover:text-signal-300"
            >
              {M.byAuthor(match.title, authorOf(match))}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
