import { describe, expect, it } from 'vitest';
import { parseCommentMarkup, safeHref } from './comment-markup';

describe('parseCommentMarkup', () => {
  it('splits paragraphs on blank lines and keeps single line breaks inside one', () => {
    expect(parseCommentMarkup('first line\nsame paragraph\n\n\nsecond')).toEqual([
      [{ kind: 'text', text: 'first line\nsame paragraph' }],
      [{ kind: 'text', text: 'second' }],
    ]);
  });

  it('reads [text](url) and bare addresses as links, without the sentence punctuation', () => {
    expect(parseCommentMarkup('See [my setup](https://example.com/a?b=1) or https://example.org/x.')).toEqual([
      [
        { kind: 'text', text: 'See ' },
        { kind: 'link', text: 'my setup', href: 'https://example.com/a?b=1' },
        { kind: 'text', text: ' or ' },
        { kind: 'link', text: 'https://example.org/x', href: 'https://example.org/x' },
        { kind: 'text', text: '.' },
      ],
    ]);
  });

  it('shows the real address of a link whose label looks like another address', () => {
    const evil = 'https://evil.test/login';
    for (const label of ['paddock.gg', 'https://paddock.gg', 'www.paddock.gg/login', 'Log in at paddock\u2024gg']) {
      expect(parseCommentMarkup(`[${label}](${evil})`)).toEqual([[{ kind: 'link', text: evil, href: evil }]]);
    }
    // A plain label, a version number or a sentence stays as written.
    for (const label of ['my setup', 'v1.2 notes', 'Done. Thanks']) {
      expect(parseCommentMarkup(`[${label}](${evil})`)).toEqual([[{ kind: 'link', text: label, href: evil }]]);
    }
  });

  it('never links javascript:, data: or other schemes', () => {
    const parsed = parseCommentMarkup('[click](javascript:alert(1)) [x](data:text/html,hi) javascript:alert(1)');
    expect(parsed.flat().every((t) => t.kind === 'text')).toBe(true);
    expect(
      parsed
        .flat()
        .map((t) => t.text)
        .join(''),
    ).toBe('[click](javascript:alert(1)) [x](data:text/html,hi) javascript:alert(1)');
  });

  it('keeps HTML as plain text', () => {
    expect(parseCommentMarkup('<script>alert(1)</script><a href="https://x.test">x</a>')).toEqual([
      [
        { kind: 'text', text: '<script>alert(1)</script><a href="' },
        { kind: 'link', text: 'https://x.test', href: 'https://x.test' },
        { kind: 'text', text: '">x</a>' },
      ],
    ]);
  });

  it('does not read nested brackets as a label: the address inside is still a plain link', () => {
    expect(parseCommentMarkup('[[a]](https://a.test)')).toEqual([
      [
        { kind: 'text', text: '[[a]](' },
        { kind: 'link', text: 'https://a.test', href: 'https://a.test' },
        { kind: 'text', text: ')' },
      ],
    ]);
  });

  it('drops empty paragraphs', () => {
    expect(parseCommentMarkup('\n\n  \n\n')).toEqual([]);
  });
});

describe('safeHref', () => {
  it('accepts only http and https', () => {
    expect(safeHref('https://example.com')).toBe('https://example.com');
    expect(safeHref('HTTP://example.com/a')).toBe('HTTP://example.com/a');
    expect(safeHref('https://a.test/x"onmouseover=1')).toBeNull();
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('//evil.test')).toBeNull();
    expect(safeHref('https://')).toBeNull();
  });
});
