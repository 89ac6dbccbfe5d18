import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CommentBody } from './comment-body';

describe('CommentBody', () => {
  it('renders paragraphs and safe links that open in a new tab without passing on the page', () => {
    const { container } = render(
      <CommentBody body={'First paragraph.\n\nSee [the guide](https://example.com/guide) or https://example.org.'} />,
    );
    expect(container.querySelectorAll('p')).toHaveLength(2);
    const guide = screen.getByRole('link', { name: 'the guide' });
    expect(guide).toHaveAttribute('href', 'https://example.com/guide');
    expect(guide).toHaveAttribute('target', '_blank');
    expect(guide).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer');
    expect(screen.getByRole('link', { name: 'https://example.org' })).toHaveAttribute('href', 'https://example.org');
  });

  it('shows the real address when a link is labelled with another address', () => {
    render(
      <CommentBody
        body={'Log in at [https://paddock.gg/login](https://evil.test/login) or [www.paddock.gg](https://x.test)'}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['https://evil.test/login', 'https://evil.test/login'],
      ['https://x.test', 'https://x.test'],
    ]);
    expect(screen.queryByText(/paddock\.gg/)).toBeNull();
  });

  it('shows HTML and javascript: links as plain text', () => {
    const { container } = render(
      <CommentBody body={'<img src=x onerror=alert(1)><script>alert(2)</script> [click](javascript:alert(3))'} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container).toHaveTextContent(
      '<img src=x onerror=alert(1)><script>alert(2)</script> [click](javascript:alert(3))',
    );
  });
});
