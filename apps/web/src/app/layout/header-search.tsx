import { SearchBox } from '@/features/search/components/search-box';

/** The header's search box (desktop bar and mobile menu); the behaviour lives in features/search. */
export function HeaderSearch({ className, onSearch }: { className?: string; onSearch?: () => void }) {
  return <SearchBox className={className} onSearch={onSearch} />;
}
