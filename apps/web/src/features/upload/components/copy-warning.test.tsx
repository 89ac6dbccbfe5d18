import { TEXTURE_MATCH_MESSAGES as M, type TextureMatch } from '@paddock/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { CopyWarning } from './copy-warning';

const match = (overrides: Partial<TextureMatch> = {}): TextureMatch => ({
  liveryId: 7,
  title: 'Gulf 963',
  authorId: 3,
  authorName: 'Painter',
  thumbnailUrl: null,
  distance: 4,
  allowDerivatives: true,
  ...overrides,
});

function renderWarning(matches: TextureMatch[], declared = null as Parameters<typeof CopyWarning>[0]['declared']) {
  const props = {
    state: { status: 'ready' as const, matches },
    declared,
    onDeclareBasedOn: vi.fn(),
    onUndeclare: vi.fn(),
    onCancelUpload: vi.fn(),
  };
  return { ...render(<CopyWarning {...props} />), props };
}

/** axe in jsdom: every rule but colour contrast, which needs layout (the journey checks it in Chromium). */
async function expectAxeClean(container: HTMLElement) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

describe('CopyWarning (issue 36 point 3)', () => {
  it('says which livery the texture looks very close to, with a link to it', async () => {
    const { container } = renderWarning([match()]);
    const heading = screen.getByRole('heading', { name: 'This looks very close to "Gulf 963" by Painter' });
    expect(heading).toHaveTextContent(M.closeTo('Gulf 963', 'Painter'));
    expect(screen.getByRole('link', { name: M.viewOriginal })).toHaveAttribute('href', '/livery/7/gulf-963');
    expect(screen.getByText(M.publishAnyway)).toBeInTheDocument();
    await expectAxeClean(container);
  });

  it('reveals the permission note, asks for it, then declares the livery as based on that one', async () => {
    const user = userEvent.setup();
    const { props, container } = renderWarning([match()]);
    await user.click(screen.getByRole('button', { name: M.basedOn }));
    await user.click(screen.getByRole('button', { name: M.declare }));
    expect(screen.getByText(M.basedOnNoteRequired)).toBeInTheDocument();
    expect(props.onDeclareBasedOn).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(M.basedOnNoteLabel), '  Painter said yes on Discord ');
    await user.click(screen.getByRole('button', { name: M.declare }));
    expect(props.onDeclareBasedOn).toHaveBeenCalledWith(match(), 'Painter said yes on Discord');
    await expectAxeClean(container);
  });

  it('shows a declaration made, which can be undone', async () => {
    const user = userEvent.setup();
    const { props } = renderWarning([match()], { liveryId: 7, title: 'Gulf 963', note: 'yes' });
    expect(screen.getByRole('status')).toHaveTextContent(M.declared('Gulf 963'));
    expect(screen.queryByRole('button', { name: M.basedOn })).toBeNull();
    await user.click(screen.getByRole('button', { name: M.undeclare }));
    expect(props.onUndeclare).toHaveBeenCalled();
  });

  it('offers no "based on" when the author does not allow derivatives, and names a former member', () => {
    renderWarning([match({ allowDerivatives: false, authorName: null })]);
    expect(screen.getByRole('heading')).toHaveTextContent(M.closeTo('Gulf 963', M.formerMember));
    expect(screen.getByText(M.noDerivatives)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.basedOn })).toBeNull();
  });

  it('cancels the upload, and lists the other close liveries', async () => {
    const user = userEvent.setup();
    const { props } = renderWarning([match(), match({ liveryId: 8, title: 'Rothmans', authorName: 'Other' })]);
    await user.click(screen.getByRole('button', { name: M.cancel }));
    expect(props.onCancelUpload).toHaveBeenCalled();
    expect(screen.getByText(M.otherMatches(1))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: M.byAuthor('Rothmans', 'Other') })).toHaveAttribute(
      'href',
      '/livery/8/rothmans',
    );
  });

  it('shows nothing when no livery is close, and a quiet status while the texture is checked', () => {
    const { container, rerender, props } = renderWarning([]);
    expect(container).toBeEmptyDOMElement();
    rerender(<CopyWarning {...props} state={{ status: 'failed' }} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<CopyWarning {...props} state={{ status: 'checking' }} />);
    expect(screen.getByRole('status')).toHaveTextContent(M.checking);
  });
});
