import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyNotice, ErrorNotice, LoadingNotice } from '@/components/ui/notice';

interface CardListProps {
  label: string;
  count: number;
  loading: boolean;
  /** A failure loading the list: shown instead of it, with Try Again. */
  error: string | null;
  onRetry: () => void;
  empty: ReactNode;
  /** The `<li>` cards. */
  children: ReactNode;
}

/** The phone-sized counterpart of AdminTable: the same loading, error and empty states around cards. */
export function CardList({ label, count, loading, error, onRetry, empty, children }: CardListProps) {
  if (error) {
    return (
      <ErrorNotice
        action={
          <Button variant="secondary" onClick={onRetry}>
            Try Again
          </Button>
        }
      >
        {error}
      </ErrorNotice>
    );
  }
  if (count === 0) return loading ? <LoadingNotice>Loading...</LoadingNotice> : <EmptyNotice>{empty}</EmptyNotice>;
  return (
    <ul aria-label={label} aria-busy={loading} className={clsx('flex flex-col gap-3', loading && 'opacity-60')}>
      {children}
    </ul>
  );
}
