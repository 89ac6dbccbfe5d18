/**
 * One CSV cell: quoted when it holds a comma, quote or line break, and prefixed with `'` when it
 * starts with `= + - @` or a control character, so spreadsheets never run it as a formula.
 */
export function csvCell(value: string | number | boolean | null): string {
  let text = value === null ? '' : String(value);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we look for.
  if (/^[=+\-@\u0000-\u001f\u007f]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly (string | number | boolean | null)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
