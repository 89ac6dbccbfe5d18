/** Validation messages become one toast: trimmed, de-duplicated, in order, joined by a space (spec §5). */
export function joinMessages(messages: readonly (string | null | undefined | false)[]): string {
  const seen = new Set<string>();
  for (const message of messages) {
    const text = typeof message === 'string' ? message.trim() : '';
    if (text) seen.add(text);
  }
  return [...seen].join(' ');
}
