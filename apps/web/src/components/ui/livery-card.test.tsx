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
});
