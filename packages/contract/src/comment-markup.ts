/**
 * Markdown-lite of comments (issue 19): paragraphs (split by a blank line; single line breaks
 * stay inside a paragraph) and links, written `[text](https://…)` or as a bare `https://…` address;
 * a link never shows an address other than its own (linkTextOf).
 * Nothing else is markup: `<b>`, `*`, `#` are shown as typed. The web renders the tokens as React
 * text and anchors (never as HTML), so a comment cannot inject markup or a script.
 */
export type CommentToken = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };
export type CommentParagraph = CommentToken[];

/**
 * Links only to the web: `http://` or `https://`, a host, and no spaces or quotes. `javascript:`,
 * `data:`, protocol-relative and the rest stay plain text. (The contract runs without the DOM or
 * Node, so no URL class: the address is checked by its shape and used as written.)
 */
export function safeHref(candidate: string): string | null {
  return /^https?:\/\/[a-z0-9][a-z0-9.-]*(:\d{1,5})?([/?#][^\s"'<>`]*)?$/i.test(candidate) ? candidate : null;
}

// `[text](url)`: text without brackets, url without spaces or parentheses; or a bare address.
const LINK = /\[([^[\]\n]{1,200})\]\((https?:\/\/[^\s()]+)\)|(https?:\/\/[^\s<>()[\]"']+)/gi;
// A label that reads as an address: a scheme, `www.`, or a host name (dots, lookalike dots
// included, before a letters-only last label), e.g. `paddock.gg` or `https://paddock.gg/login`.
const ADDRESS_LIKE = /:\/\/|\bwww[.\u2024\uFF0E\u3002]|[\p{L}\p{N}-][.\u2024\uFF0E\u3002]\p{L}{2,}/iu;

/**
 * What a `[label](href)` link shows: its label, unless the label reads as an address, which
 * could name one place while the link goes to another (`[paddock.gg](https://evil.test)`); then
 * the real address is shown.
 */
export function linkTextOf(label: string, href: string): string {
  return ADDRESS_LIKE.test(label) ? href : label;
}

// A bare address does not end with the sentence's punctuation.
const TRAILING_PUNCTUATION = /[.,;:!?'"]+$/;

function tokensOf(paragraph: string): CommentParagraph {
  const tokens: CommentParagraph = [];
  const pushText = (text: string) => {
    if (!text) return;
    const last = tokens.at(-1);
    if (last?.kind === 'text') last.text += text;
    else tokens.push({ kind: 'text', text });
  };
  let at = 0;
  for (const match of paragraph.matchAll(LINK)) {
    const [whole, label, target, bare] = match;
    const start = match.index ?? 0;
    pushText(paragraph.slice(at, start));
    if (bare !== undefined) {
      const trailing = TRAILING_PUNCTUATION.exec(bare)?.[0] ?? '';
      const address = bare.slice(0, bare.length - trailing.length);
      const href = safeHref(address);
      if (href) tokens.push({ kind: 'link', text: address, href });
      else pushText(address);
      pushText(trailing);
    } else {
      const href = safeHref(target ?? '');
      if (href) tokens.push({ kind: 'link', text: linkTextOf(label ?? '', href), href });
      else pushText(whole);
    }
    at = start + whole.length;
  }
  pushText(paragraph.slice(at));
  return tokens;
}

/** A comment body as paragraphs of text and link tokens (empty paragraphs dropped). */
export function parseCommentMarkup(body: string): CommentParagraph[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map(tokensOf);
}
