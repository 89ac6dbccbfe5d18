import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { liveryListItem } from '@/test/factories';
import { renderWithRouter } from '@/test/render';
import { LiveryCard } from './livery-card';

describe('LiveryCard', () => {
  it('shows the version number once a livery has a second version (issue 19)', () => {
    renderWithRouter(<LiveryCard livery={liveryListItem({ id: 1, title: 'Two versions', currentVersion: 2 })} />);
    expect(screen.getByText('v2')).toBeInTheDocument();
  });

  it('shows none for a first version or an answer without it', () => {
    renderWithRouter(
      <>
        <LiveryCard livery={liveryListItem({ id: 1, title: 'First', currentVersion: 1 })} />
        <LiveryCard livery={liveryListItem({ id: 2, title: 'Older answer' })} />
      </>,
    );
    expect(screen.queryByText(/^v\d+$/)).toBeNull();
  });

  it('shows the average with its vote count, "★ 4.5 (4)", and says both to screen readers (issue 34 §6)', () => {
    renderWithRouter(
      <LiveryCard livery={liveryListItem({ id: 1, title: 'Rated', ratingAverage: 4.5, ratingCount: 4 })} />,
    );
    const rating = screen.getByText('Average rating').closest('div');
    expect(rating).toHaveTextContent('★Average rating4.5 (4) out of 5 from 4 ratings');
    // What the eye reads: the star, the average and the count in brackets.
    const seen = [...(rating?.querySelectorAll('dd > span[aria-hidden="true"], dd') ?? [])].map((n) => n.textContent);
    expect(seen[0]).toMatch(/^4\.5 \(4\)/);
  });

  it('shows no rating without votes', () => {
    renderWithRouter(<LiveryCard livery={liveryListItem({ id: 1, title: 'Unrated' })} />);
    expect(screen.queryByText('Average rating')).toBeNull();
  });
});
