import { LIMITS } from '@paddock/contract';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { AdminPagination } from './admin-pagination';
import { AdminSection } from './admin-section';
import type { AdminList } from './use-admin-list';

interface AdminListPageProps<Item> {
  title: string;
  lead: string;
  /** Buttons shown before Refresh (Create User, Export CSV...). */
  actions?: ReactNode;
  /** From `useAdminList`. */
  adminList: AdminList<Item>;
  /** Plural of what is listed, for the pagination's 'Showing X to Y of N {noun}'. */
  noun: string;
  /** Hide the pagination while the list shows an error (the Liveries page does). */
  hidePagingOnError?: boolean;
  /** Filters, bulk bar and rows: what stands above the pagination. */
  children: ReactNode;
  /** Modals and dialogs: after the pagination. */
  dialogs?: ReactNode;
}

/** An admin list page: title, lead, actions with Refresh, the list, its pagination, then its dialogs. */
export function AdminListPage<Item>({
  title,
  lead,
  actions,
  adminList: { list, page, setPage },
  noun,
  hidePagingOnError = false,
  children,
  dialogs,
}: AdminListPageProps<Item>) {
  return (
    <AdminSection
      title={title}
      lead={lead}
      actions={
        <>
          {actions}
          <Button variant="secondary" onClick={() => list.refetch()} disabled={list.isFetching}>
            Refresh
          </Button>
        </>
      }
    >
      {children}
      {list.data && !(hidePagingOnError && list.isError) && (
        <AdminPagination
          page={page}
          totalPages={list.data.totalPages}
          totalCount={list.data.totalCount}
          pageSize={LIMITS.adminPageSize}
          noun={noun}
          onPageChange={setPage}
          disabled={list.isFetching}
        />
      )}
      {dialogs}
    </AdminSection>
  );
}
