import { useEffect, useRef, useState } from 'react';

/** how long typing may pause before the search is asked for */
const searchDelayMs = 300;

/**
 * A list searched on the server as the user types, a page at a time: the text typed, the search asked
 * for (after a pause, or at once with `searchNow`), and the page's offset, back to the first page on
 * every new search.
 */
export function useSearchedPages() {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const searchNow = (value: string) => {
    clearTimeout(timer.current);
    setSearch(value.trim());
    setOffset(0);
  };
  const typed = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => searchNow(value), searchDelayMs);
  };
  return { text, search, offset, setOffset, searchNow, typed };
}

/**
 * The page to show: the latest answer, or the one before it until the next is here (a search, another
 * page), so the list never goes blank in between; when the last item of the last page was deleted, the
 * page before.
 */
export function useHeldPage<Page extends { data: readonly unknown[]; total: number }>(
  data: Page | undefined,
  { offset, setOffset }: { offset: number; setOffset: (offset: number) => void },
  pageSize: number,
) {
  const [held, setHeld] = useState(data);
  if (data && data !== held) setHeld(data);
  if (data && data.data.length === 0 && offset > 0) setOffset(Math.max(0, offset - pageSize));
  const page = data ?? held;
  return { page, total: page?.total ?? 0 };
}
