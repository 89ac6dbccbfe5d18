import { parseCommentMarkup } from '@paddock/contract';

/**
 * A comment's Markdown-lite as React elements: paragraphs, text and http(s) links only. Text is
 * never parsed as HTML (no dangerouslySetInnerHTML), so markup in a comment shows as typed; a link
 * labelled with an address shows its real one (the contract's linkTextOf), never a disguise.
 */
export function CommentBody({ body }: { body: string }) {
  return (
    <div className="space-y-2 leading-relaxed break-words whitespace-pre-wrap text-ink-200">
      {parseCommentMarkup(body).map((paragraph, p) => (
        // Paragraphs have no identity beyond their place; the body is re-parsed whole on change.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <p key={p}>
          {paragraph.map((token, t) =>
            token.kind === 'link' ? (
              <a
                // biome-ignore lint/suspicious/noArrayIndexKey: tokens are positional
                key={t}
                href={token.href}
                target="_blank"
                rel="nofollow ugc noopener noreferrer"
                className="font-medium text-race-300 underline underline-offset-2 hover:text-race-200"
              >
                {token.text}
              </a>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: tokens are positional
              <span key={t}>{token.text}</span>
            ),
          )}
        </p>
      ))}
    </div>
  );
}
