import { CREDIT_MESSAGES, CREDIT_TEXT } from '@paddock/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formCatalogueBody, liveryDetail, liveryListItem, page } from '@/test/factories';
import { renderWithRouter } from '@/test/render';
import { creditErrors, toCreditFields } from '../lib/credit-values';
import { useLiveryFormData } from '../use-form-data';
import { CreditSection } from './credit-section';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function mockApi() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const catalogue = formCatalogueBody(String(input));
    if (catalogue !== undefined) return json(catalogue);
    if (url.pathname === '/api/liveries' && url.searchParams.get('search')) {
      return json(page([liveryListItem({ id: 42, title: 'Gulf Original', authorUsername: 'lena' })]));
    }
    if (url.pathname === '/api/liveries/43') {
      return json(liveryDetail({ id: 43, title: 'Linked Livery', uploader: { id: 9, username: 'marco' } }));
    }
    return json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The section as the forms use it, with the hook's state, a stand-in for a warning calling `setBasedOn`, and a send. */
function Harness({ onSend }: { onSend: (fields: ReturnType<typeof toCreditFields>) => void }) {
  const data = useLiveryFormData('');
  const [tried, setTried] = useState(false);
  return (
    <>
      <CreditSection step={5} data={data} errors={tried ? creditErrors(data.credit) : {}} />
      <button
        type="button"
        onClick={() =>
          data.setBasedOn({ liveryId: 5, title: 'Warned Original', authorName: 'anna', note: 'Asked her.' })
        }
      >
        Declare from warning
      </button>
      <button
        type="button"
        onClick={() => {
          setTried(true);
          if (Object.keys(creditErrors(data.credit)).length === 0) onSend(toCreditFields(data.credit));
        }}
      >
        Send
      </button>
    </>
  );
}

const section = () => screen.getByRole('region', { name: /Credit/ });

describe('CreditSection', () => {
  beforeEach(() => {
    mockApi();
  });

  it('starts with no credit and derivatives allowed, and the switch turns them off', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    renderWithRouter(<Harness onSend={onSend} />);
    expect(within(section()).getByRole('radio', { name: CREDIT_TEXT.noneChoice })).toBeChecked();
    const toggle = within(section()).getByRole('switch', { name: CREDIT_TEXT.allowLabel });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({
      basedOnLiveryId: null,
      basedOnName: null,
      basedOnUrl: null,
      basedOnNote: null,
      allowDerivatives: false,
    });
  });

  it('picks a Paddock livery from the search, and Change lets another be picked', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    renderWithRouter(<Harness onSend={onSend} />);
    await user.click(within(section()).getByText(CREDIT_TEXT.paddockChoice));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(section()).findByText(CREDIT_MESSAGES.originalRequired)).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();

    await user.type(within(section()).getByLabelText(CREDIT_TEXT.pasteOrSearch), 'Gulf');
    const results = await within(section()).findByRole('list', { name: CREDIT_TEXT.results });
    await user.click(within(results).getByRole('button', { name: /Gulf Original/ }));
    expect(within(section()).getByText(CREDIT_TEXT.chosen('Gulf Original', 'lena'))).toBeInTheDocument();
    await user.type(within(section()).getByLabelText(CREDIT_TEXT.noteLabel), 'Permission by e-mail.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenLastCalledWith(
      expect.objectContaining({ basedOnLiveryId: 42, basedOnNote: 'Permission by e-mail.', basedOnUrl: null }),
    );

    await user.click(within(section()).getByRole('button', { name: CREDIT_TEXT.change }));
    expect(within(section()).getByLabelText(CREDIT_TEXT.pasteOrSearch)).toBeInTheDocument();
  });

  it('reads a pasted livery link and chooses that livery', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Harness onSend={vi.fn()} />);
    await user.click(within(section()).getByText(CREDIT_TEXT.paddockChoice));
    await user.click(within(section()).getByLabelText(CREDIT_TEXT.pasteOrSearch));
    await user.paste(`${window.location.origin}/livery/43/linked-livery`);
    expect(await within(section()).findByText(CREDIT_TEXT.chosen('Linked Livery', 'marco'))).toBeInTheDocument();
  });

  it('asks an outside work for its name and an http(s) link, with the server’s messages', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    renderWithRouter(<Harness onSend={onSend} />);
    await user.click(within(section()).getByText(CREDIT_TEXT.outsideChoice));
    await user.type(within(section()).getByLabelText(/Link to the original work/), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(within(section()).getByText(CREDIT_MESSAGES.urlInvalid)).toBeInTheDocument();
    expect(within(section()).getByText(CREDIT_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(section()).getByLabelText(/Link to the original work/)).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(section()).getByLabelText(/Name of the original work/), 'Gulf 917K');
    const link = within(section()).getByLabelText(/Link to the original work/);
    await user.clear(link);
    await user.type(link, 'https://example.com/gulf');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenLastCalledWith(
      expect.objectContaining({
        basedOnLiveryId: null,
        basedOnName: 'Gulf 917K',
        basedOnUrl: 'https://example.com/gulf',
      }),
    );
  });

  it('is set by the form-data hook’s setBasedOn, as the copy warning does', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Harness onSend={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Declare from warning' }));
    await waitFor(() =>
      expect(within(section()).getByText(CREDIT_TEXT.chosen('Warned Original', 'anna'))).toBeInTheDocument(),
    );
    expect(within(section()).getByRole('radio', { name: CREDIT_TEXT.paddockChoice })).toBeChecked();
    expect(within(section()).getByLabelText(CREDIT_TEXT.noteLabel)).toHaveValue('Asked her.');
  });
});
