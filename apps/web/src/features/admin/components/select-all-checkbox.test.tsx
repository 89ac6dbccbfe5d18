import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RowCheckbox, SelectAllCheckbox } from './select-all-checkbox';
import { useSelection } from './use-selection';

/** A page of rows wired the way the admin tables wire them. */
function Rows({ initialIds }: { initialIds: number[] }) {
  const [ids, setIds] = useState(initialIds);
  const selection = useSelection(ids);
  return (
    <>
      <SelectAllCheckbox
        label="Select all"
        allSelected={selection.allSelected}
        someSelected={selection.someSelected}
        onToggle={selection.toggleAll}
      />
      {ids.map((id) => (
        <RowCheckbox
          key={id}
          label={`Select ${id}`}
          checked={selection.isSelected(id)}
          onChange={() => selection.toggle(id)}
        />
      ))}
      <output>{selection.selectedIds.join(',') || 'none'}</output>
      <button type="button" onClick={() => setIds([3, 4])}>
        Next page
      </button>
      <button type="button" onClick={selection.clear}>
        Clear
      </button>
    </>
  );
}

const selectAll = () => screen.getByRole('checkbox', { name: 'Select all' });

describe('SelectAllCheckbox with useSelection', () => {
  it('is unchecked, then indeterminate, then checked as rows are picked', async () => {
    render(<Rows initialIds={[1, 2]} />);
    expect(selectAll()).not.toBeChecked();
    expect(selectAll()).not.toBePartiallyChecked();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select 1' }));
    expect(selectAll()).toBePartiallyChecked();
    expect(selectAll()).not.toBeChecked();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select 2' }));
    expect(selectAll()).toBeChecked();
    expect(selectAll()).not.toBePartiallyChecked();
    expect(screen.getByRole('status')).toHaveTextContent('1,2');
  });

  it('selects every row of the page, and a second click clears them', async () => {
    render(<Rows initialIds={[1, 2, 3]} />);
    await userEvent.click(selectAll());
    expect(screen.getByRole('status')).toHaveTextContent('1,2,3');
    expect(screen.getByRole('checkbox', { name: 'Select 3' })).toBeChecked();

    await userEvent.click(selectAll());
    expect(screen.getByRole('status')).toHaveTextContent('none');
    expect(selectAll()).not.toBeChecked();
  });

  it('from the indeterminate state, selects all', async () => {
    render(<Rows initialIds={[1, 2]} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select 2' }));
    await userEvent.click(selectAll());
    expect(screen.getByRole('status')).toHaveTextContent('1,2');
  });

  it('is never checked on an empty page', () => {
    render(<Rows initialIds={[]} />);
    expect(selectAll()).not.toBeChecked();
    expect(selectAll()).not.toBePartiallyChecked();
  });

  it('keeps only the rows still on the page, and clears', async () => {
    render(<Rows initialIds={[1, 2, 3]} />);
    await userEvent.click(selectAll());
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('status')).toHaveTextContent('3');
    expect(selectAll()).toBePartiallyChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });
});
