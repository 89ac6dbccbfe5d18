import { CREDIT_TEXT, type LiveryDetail } from '@paddock/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { liveryDetail, liveryListItem, page } from '@/test/factories';
import { stubIntersectionObserver } from '@/test/jsdom-stubs';
import { renderWithRouter } from '@/test/render';
import { LiveryCreditCard } from './livery-credit';
import { LiveryDerivatives } from './livery-derivatives';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/** The card and the list it opens, as the livery page places them. */
function CreditParts({ livery }: { livery: LiveryDetail }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <LiveryCreditCard livery={livery} derivativesOpen={open} onToggleDerivatives={() => setOpen((o) => !o)} />
      {open && <LiveryDerivatives liveryId={livery.id} />}
    </>
  );
}

const card = () => screen.getByRole('region', { name: CREDIT_TEXT.sectionTitle });

describe('Livery credit', () => {
  it('reads "Based on X by Y" with links to the original and its author, and the permission note', () => {
    renderWithRouter(
      <CreditParts
        livery={liveryDetail({
          basedOn: {
            livery: { id: 2, title: 'Gulf Original', authorId: 5, authorName: 'anna' },
            name: 'Gulf Original',
            url: null,
            note: 'Asked on Discord.',
          },
        })}
      />,
    );
    expect(card()).toHaveTextContent('Based on Gulf Original by anna');
    expect(within(card()).getByRole('link', { name: 'Gulf Original' })).toHaveAttribute(
      'href',
      '/livery/2/gulf-original',
    );
    expect(within(card()).getByRole('link', { name: 'anna' })).toHaveAttribute('href', '/users/5/liveries');
    expect(card()).toHaveTextContent('Asked on Discord.');
    expect(card()).toHaveTextContent(CREDIT_TEXT.derivativesAllowed);
  });

  it('links an outside work with rel="nofollow ugc noopener", and names a gone original without a link', () => {
    const { unmount } = renderWithRouter(
      <CreditParts
        livery={liveryDetail({
          allowDerivatives: false,
          basedOn: { livery: null, name: '1970 Gulf 917K', url: 'https://example.com/917', note: null },
        })}
      />,
    );
    const link = within(card()).getByRole('link', { name: /1970 Gulf 917K/ });
    expect(link).toHaveAttribute('href', 'https://example.com/917');
    expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
    expect(card()).toHaveTextContent(CREDIT_TEXT.derivativesForbidden);
    unmount();

    renderWithRouter(
      <CreditParts livery={liveryDetail({ basedOn: { livery: null, name: 'Gone Livery', url: null, note: null } })} />,
    );
    expect(card()).toHaveTextContent('Based on Gone Livery');
    expect(within(card()).queryByRole('link')).not.toBeInTheDocument();
  });

  it('opens the liveries based on this one from "N liveries based on this one"', async () => {
    stubIntersectionObserver();
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) =>
      json(page([liveryListItem({ id: 30, title: 'Remix One' }), liveryListItem({ id: 31, title: 'Remix Two' })])),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithRouter(<CreditParts livery={liveryDetail({ derivativeCount: 2 })} />);
    const count = within(card()).getByRole('button', { name: CREDIT_TEXT.derivativeCount(2) });
    expect(count).toHaveAttribute('aria-expanded', 'false');
    await user.click(count);
    expect(count).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('region', { name: CREDIT_TEXT.derivativesHeading });
    expect(await within(list).findByText('Remix Two')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/liveries/7/derivatives?pageNumber=1');
  });

  it('says nothing of derivatives when there are none', () => {
    renderWithRouter(<CreditParts livery={liveryDetail()} />);
    expect(within(card()).queryByRole('button')).not.toBeInTheDocument();
    expect(CREDIT_TEXT.derivativeCount(1)).toBe('1 livery based on this one');
  });
});
