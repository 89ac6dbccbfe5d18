import { REGION_MAP_MESSAGES } from '@paddock/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RegionSharesSummary } from './region-shares-summary';

const ready = (shares: Record<string, number>) => ({
  status: 'ready' as const,
  image: null,
  shares: { Black: 0, Red: 0, Green: 0, Blue: 0, White: 0, unrecognised: 0, ...shares },
});

describe('RegionSharesSummary', () => {
  it('shows the share of each colour before anything is sent', () => {
    render(<RegionSharesSummary state={ready({ Red: 31, Green: 12, Black: 56.6, unrecognised: 0.4 })} />);
    const summary = screen.getByRole('status', { name: 'Region map colours' });
    expect(summary).toHaveTextContent('Red: 31 %');
    expect(summary).toHaveTextContent('Green: 12 %');
    expect(summary).toHaveTextContent('unrecognised: 0.4 %');
    expect(screen.queryByText(/none of the five region colours/)).toBeNull();
  });

  it('warns above 2 % unrecognised and refuses a map with none of the five colours', () => {
    const { rerender } = render(<RegionSharesSummary state={ready({ Red: 97, unrecognised: 3 })} />);
    expect(screen.getByText(REGION_MAP_MESSAGES.unrecognisedWarning(3))).toBeInTheDocument();
    rerender(<RegionSharesSummary state={ready({ unrecognised: 100 })} />);
    expect(screen.getByRole('alert')).toHaveTextContent(REGION_MAP_MESSAGES.noRegionColours);
  });
});
