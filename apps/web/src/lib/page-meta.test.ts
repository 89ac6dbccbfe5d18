import { describe, expect, it } from 'vitest';
import { applyPageMeta, DEFAULT_DESCRIPTION, DEFAULT_TITLE } from './page-meta';

const robots = () => document.head.querySelector('meta[name="robots"]');
const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('applyPageMeta', () => {
  it('sets the title, description and robots flag, and falls back to the defaults', () => {
    applyPageMeta({ title: 'FAQ', description: 'Answers.', noIndex: true });
    expect(document.title).toBe('FAQ | Paddock');
    expect(description()).toBe('Answers.');
    expect(robots()).toHaveAttribute('content', 'noindex');

    applyPageMeta(undefined);
    expect(document.title).toBe(DEFAULT_TITLE);
    expect(description()).toBe(DEFAULT_DESCRIPTION);
    expect(robots()).toBeNull();
  });
});
