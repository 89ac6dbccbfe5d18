import { REPORT_ERROR_MESSAGES, REPORT_INPUT_MESSAGES, REPORT_REASON_LABELS, REPORT_REASONS } from '@paddock/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render';
import ReportModal from './report-modal';

const livery = { id: 7, title: 'Gulf 963' };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function mockReport(respond: () => Promise<Response> | Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => respond());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

let setOpen: (open: boolean) => void = () => {};
function Harness() {
  const [open, set] = useState(true);
  setOpen = set;
  return <ReportModal open={open} onOpenChange={set} livery={livery} />;
}

const dialog = () => screen.getByRole('dialog', { name: 'Report Livery' });
const reason = () => within(dialog()).getByRole('combobox', { name: /Reason/ });
const comment = () => within(dialog()).getByRole('textbox', { name: /Comment/ });
const submitButton = () => within(dialog()).getByRole('button', { name: /Submit Report/ });

describe('Report modal', () => {
  it('offers the reasons, requires one and counts the characters left', async () => {
    mockReport(() => json(201, { id: 1, status: 'Pending' }));
    const user = userEvent.setup();
    renderWithRouter(<Harness />);

    const options = within(reason()).getAllByRole('option').slice(1);
    expect(options.map((o) => o.textContent)).toEqual(REPORT_REASONS.map((r) => REPORT_REASON_LABELS[r]));
    expect(submitButton()).toBeDisabled();

    // Leaving the reason empty says why the button is disabled.
    act(() => reason().focus());
    act(() => reason().blur());
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(REPORT_INPUT_MESSAGES.reasonRequired);

    await user.selectOptions(reason(), 'BrokenFile');
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();

    expect(within(dialog()).getByText('1000 characters remaining')).toBeInTheDocument();
    await user.type(comment(), 'Corrupt');
    expect(within(dialog()).getByText('993 characters remaining')).toBeInTheDocument();
    expect(comment()).toHaveAttribute('maxLength', '1000');
    fireEvent.change(comment(), { target: { value: 'x'.repeat(1200) } });
    expect(within(dialog()).getByText('0 characters remaining')).toBeInTheDocument();
  });

  it('sends the reason with a trimmed comment (null when blank), thanks and closes', async () => {
    const fetchMock = mockReport(() => json(201, { id: 1, status: 'Pending' }));
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    renderWithRouter(<Harness />);

    await user.selectOptions(reason(), 'StolenContent');
    await user.type(comment(), '   ');
    await user.click(submitButton());

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/reports/livery/7');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'StolenContent', comment: null });
    expect(success).toHaveBeenCalledWith('Thank you for your report! It has been submitted and will be reviewed.');
  });

  it('disables the form while sending and cannot be closed meanwhile', async () => {
    let answer: (response: Response) => void = () => {};
    mockReport(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderWithRouter(<Harness />);

    await user.selectOptions(reason(), 'Other');
    await user.type(comment(), '  Looks copied.  ');
    await user.click(submitButton());

    expect(reason()).toBeDisabled();
    expect(comment()).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: /Submitting/ })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(dialog()).toBeInTheDocument();

    await act(async () => answer(json(201, { id: 1, status: 'Pending' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open with the message of a failure', async () => {
    mockReport(() => json(409, { statusCode: 409, code: 'CONFLICT', message: REPORT_ERROR_MESSAGES.alreadyReported }));
    const error = vi.spyOn(toast, 'error');
    const user = userEvent.setup();
    renderWithRouter(<Harness />);

    await user.selectOptions(reason(), 'SpamOrMisleading');
    await user.click(submitButton());

    await waitFor(() => expect(error).toHaveBeenCalledWith(REPORT_ERROR_MESSAGES.alreadyReported));
    expect(dialog()).toBeInTheDocument();
    expect(reason()).toBeEnabled();
  });

  it('starts empty each time it opens', async () => {
    mockReport(() => json(201, { id: 1, status: 'Pending' }));
    const user = userEvent.setup();
    renderWithRouter(<Harness />);

    await user.selectOptions(reason(), 'OffensiveContent');
    await user.type(comment(), 'Rude');
    act(() => setOpen(false));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => setOpen(true));

    expect(reason()).toHaveValue('');
    expect(comment()).toHaveValue('');
    expect(submitButton()).toBeDisabled();
  });
});
