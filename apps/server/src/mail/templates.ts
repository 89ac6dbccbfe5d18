/** Plain, branded e-mails: every message has a text part and a matching HTML part. */

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** Builds a message from a greeting, paragraphs and an optional call to action. */
export function composeEmail(input: {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}): EmailContent {
  const { subject, greeting, paragraphs, action, footnote } = input;
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(footnote ? [footnote, ''] : []),
    '— Paddock, the Le Mans Ultimate livery community',
  ].join('\n');
  const p = (s: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(s)}</p>`;
  const html = `<!doctype html><html><body style="margin:0;background:#0b0d10;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#e8e8ea">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#14171c;border-radius:8px;border-top:4px solid #e21d38">
<tr><td style="padding:28px 32px">
<div style="font-weight:800;font-style:italic;letter-spacing:1px;font-size:20px;margin-bottom:24px">PADDOCK</div>
${p(greeting)}
${paragraphs.map(p).join('\n')}
${action ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#e21d38;color:#fff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold;display:inline-block">${escapeHtml(action.label)}</a></p><p style="margin:0 0 16px;font-size:12px;color:#9aa0aa">Or paste this link into your browser: ${escapeHtml(action.url)}</p>` : ''}
${footnote ? `<p style="margin:16px 0 0;font-size:12px;color:#9aa0aa">${escapeHtml(footnote)}</p>` : ''}
</td></tr></table>
<p style="text-align:center;font-size:12px;color:#6b7280">Paddock, the Le Mans Ultimate livery community</p>
</body></html>`;
  return { subject, text, html };
}
