import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CommentPreview } from './comment-preview';

const long = 'The sponsor logos on the rear wing are lifted from my own Gulf livery.\nPlease take it down.';

describe('CommentPreview', () => {
  it('shows a short comment whole, without Read more', () => {
    render(<CommentPreview reportId={4} comment="Broken region map" />);
    expect(screen.getByText('Broken region map')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows 50 characters of a long comment, and Read more shows all of it', async () => {
    const user = userEvent.setup();
    render(<CommentPreview reportId={4} comment={long} />);
    expect(screen.getByText('The sponsor logos on the rear wing are lifted from...')).toBeInTheDocument();
    expect(screen.queryByText(/Please take it down/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Read more/ }));
    const dialog = screen.getByRole('dialog', { name: 'Report #4' });
    expect(within(dialog).getByText(/lifted from my own Gulf livery\.\s+Please take it down\./)).toBeInTheDocument();
  });

  it.each([null, '   '])('says No comment for %j', (comment) => {
    render(<CommentPreview reportId={4} comment={comment} />);
    expect(screen.getByText('No comment')).toBeInTheDocument();
  });
});
