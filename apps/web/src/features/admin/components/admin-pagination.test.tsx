import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdminPagination } from './admin-pagination';

describe('AdminPagination', () => {
  it('shows the range, the current page ± 2 and marks the current page', () => {
    render(
      <AdminPagination page={4} totalPages={9} totalCount={170} pageSize={20} noun="users" onPageChange={vi.fn()} />,
    );
    expect(screen.getByText('Showing 61 to 80 of 170 users')).toBeInTheDocument();
    const pages = screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);
    expect(pages).toEqual(['2', '3', '4', '5', '6']);
    expect(screen.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 5' })).not.toHaveAttribute('aria-current');
  });

  it('moves with Previous, Next and page buttons, but ignores the current page', async () => {
    const onPageChange = vi.fn();
    render(
      <AdminPagination
        page={1}
        totalPages={3}
        totalCount={45}
        pageSize={20}
        noun="users"
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onPageChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange.mock.calls).toEqual([[2], [3]]);
  });
});
