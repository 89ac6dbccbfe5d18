import { CREDIT_TEXT, type LiveryCredit, type LiveryDetail } from '@paddock/contract';
import { Link } from 'react-router';
import { ExternalLinkIcon } from '@/components/ui/icons/common-icons';
import { liveryDetailPath, userProfilePath } from '@/config/livery-path';
import { SidebarCard } from './livery-sidebar';

const LINK = 'font-semibold text-ink-50 underline decoration-race-500/60 underline-offset-2 hover:decoration-race-400';

/** "Based on X by Y": a Paddock original links to it and its author; an outside work links out; a gone original is its name alone. */
export function BasedOnLine({ credit }: { credit: LiveryCredit }) {
  const { livery, name, url } = credit;
  let work = <span className="font-semibold text-ink-50">{name}</span>;
  if (livery) {
    work = (
      <Link to={liveryDetailPath(livery.id, livery.title)} className={LINK}>
        {livery.title}
      </Link>
    );
  } else if (url) {
    // A member's link to elsewhere: no endorsement for search engines, no access to this page.
    work = (
      <a href={url} rel="nofollow ugc noopener" target="_blank" className={LINK}>
        {name}
        <ExternalLinkIcon aria-hidden="true" className="ml-1 inline size-3.5 align-[-2px]" />
        <span className="sr-only"> (opens another site)</span>
      </a>
    );
  }
  const author = livery?.authorName ? (
    livery.authorId !== null ? (
      <Link to={userProfilePath(livery.authorId)} className={LINK}>
        {livery.authorName}
      </Link>
    ) : (
      <span className="font-semibold text-ink-50">{livery.authorName}</span>
    )
  ) : null;
  return (
    <p className="break-words text-ink-200">
      {CREDIT_TEXT.basedOnBy} {work}
      {author && <> by {author}</>}
    </p>
  );
}

interface LiveryCreditCardProps {
  livery: LiveryDetail;
  /** Whether the list of liveries based on this one is open (it sits in the page's main column). */
  derivativesOpen: boolean;
  onToggleDerivatives: () => void;
}

/** Issue 36 §4 on the livery page: what it is based on, how many are based on it, and the author's word on that. */
export function LiveryCreditCard({ livery, derivativesOpen, onToggleDerivatives }: LiveryCreditCardProps) {
  const allowed = livery.allowDerivatives;
  return (
    <SidebarCard title={CREDIT_TEXT.sectionTitle}>
      <div className="grid gap-3 text-sm">
        {livery.basedOn && (
          <div>
            <BasedOnLine credit={livery.basedOn} />
            {livery.basedOn.note && (
              <p className="mt-1 text-xs leading-relaxed break-words whitespace-pre-wrap text-ink-400">
                <span className="font-semibold text-ink-300">{CREDIT_TEXT.noteLabel}: </span>
                {livery.basedOn.note}
              </p>
            )}
          </div>
        )}
        {livery.derivativeCount > 0 && (
          <button
            type="button"
            aria-expanded={derivativesOpen}
            aria-controls="derivatives"
            onClick={onToggleDerivatives}
            className={`${LINK} justify-self-start text-left`}
          >
            {CREDIT_TEXT.derivativeCount(livery.derivativeCount)}
          </button>
        )}
        <p
          className={
            allowed
              ? 'inline-flex items-center gap-2 justify-self-start rounded-md border border-pit-500/40 bg-pit-500/10 px-2.5 py-1 text-xs font-semibold text-pit-300'
              : 'inline-flex items-center gap-2 justify-self-start rounded-md border border-signal-400/40 bg-signal-400/10 px-2.5 py-1 text-xs font-semibold text-signal-300'
          }
        >
          <span aria-hidden="true">{allowed ? '✓' : '⊘'}</span>
          {allowed ? CREDIT_TEXT.derivativesAllowed : CREDIT_TEXT.derivativesForbidden}
        </p>
      </div>
    </SidebarCard>
  );
}
