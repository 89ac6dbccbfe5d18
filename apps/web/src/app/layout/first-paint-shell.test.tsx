import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Logo } from '@/components/layout/logo';
import indexHtml from '../../../index.html?raw';

// index.html paints the header's bar and logo before the app's code has loaded (a phone's first
// paint comes ~1 s sooner); React then replaces it with the same header. If the two drift apart the
// logo would jump when the app starts: this keeps them in step.
describe("index.html's first-paint header", () => {
  it('holds the same logo markup the app renders', () => {
    const logo = renderToStaticMarkup(
      <MemoryRouter>
        <Logo />
      </MemoryRouter>,
    );
    expect(indexHtml.replace(/\n\s*/g, '')).toContain(logo);
  });

  it('sits in the same header bar as the app (sticky, stripe, 64 px row)', () => {
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(indexHtml)?.[1] ?? '';
    expect(root).toContain('<header class="sticky top-0 z-40">');
    expect(root).toContain('<div class="racing-stripe h-[3px]"></div>');
    expect(root).toContain(
      'class="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8 flex h-16 items-center gap-3 lg:gap-5"',
    );
  });
});
