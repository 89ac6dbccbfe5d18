import { TIMINGS } from '@paddock/contract';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

/** The search box: typing updates the address after 200 ms; the address updates the box (back/forward, Clear All). */
export function useSearchText(urlSearch: string, onSearch: (search: string) => void) {
  const [text, setText] = useState(urlSearch);
  const debounced = useDebouncedValue(text.trim(), TIMINGS.browseSearchDebounceMs);
  const latest = useRef({ urlSearch, onSearch });
  latest.current = { urlSearch, onSearch };

  useEffect(() => {
    if (debounced !== latest.current.urlSearch) latest.current.onSearch(debounced);
  }, [debounced]);

  useEffect(() => {
    setText((current) => (current.trim() === urlSearch ? current : urlSearch));
  }, [urlSearch]);

  return [text, setText] as const;
}
