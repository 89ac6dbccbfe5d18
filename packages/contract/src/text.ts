/**
 * True when `value` holds C0/C1 control characters (which can hide text or break layouts).
 * Line breaks and tabs are allowed where multi-line text is expected.
 */
export function hasControlCharacters(value: string, { allowLineBreaks = false } = {}): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    const isControl = code < 0x20 || (code >= 0x7f && code < 0xa0);
    if (!isControl) continue;
    if (allowLineBreaks && (char === '\n' || char === '\r' || char === '\t')) continue;
    return true;
  }
  return false;
}
