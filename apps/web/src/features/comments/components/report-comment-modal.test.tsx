import { COMMENT_REPORT_REASON_LABELS, COMMENT_REPORT_REASONS } from '@paddock/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, WAIT } from '@/test/fake-api';
import { renderWithRouter } from '@/test/render';
import { ReportCommentModal } from './report-comment-modal';

describe('ReportCommentModal (issue 34 §18)', () => {
  it("offers a comment's reasons, not a livery's, and sends the one chosen", async () => {
    const api = fakeApi({ 'POST /api/reports/comment/31': ok({ id: 1, status: 'Pending' }) });
    const onClose = vi.fn();
    renderWithRouter(<ReportCommentModal commentId={31} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Report Comment' });
    const reason = within(dialog).getByRole('combobox', { name: 'Reason' });
    const labels = within(reason)
      .getAllByRole('option')
      .slice(1)
      .map((o) => o.textContent);
    expect(labels).toEqual(['Spam', 'Harassment', 'Off-topic', 'Other']);
    expect(labels).toEqual(COMMENT_REPORT_REASONS.map((r) => COMMENT_REPORT_REASON_LABELS[r]));
    expect(within(reason).queryByRole('option', { name: 'Broken File' })).toBeNull();

    await userEvent.selectOptions(reason, 'Off-topic');
    await userEvent.click(within(dialog).getByRole('button', { name: /Submit Report/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), WAIT);
    expect(api.callsTo('POST', '/api/reports/comment/31').map((c) => c.body)).toEqual([
      { reason: 'OffTopic', comment: null },
    ]);
  });
});
