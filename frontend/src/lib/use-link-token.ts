import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The ?token= of a mailed link, read once; it then leaves the address bar (history.replaceState,
 * through the router), so it is not kept in the history, a bookmark or a shared screenshot.
 */
export function useLinkToken(): string | null {
  const [search, setSearch] = useSearchParams();
  const [token] = useState(() => search.get('token'));
  useEffect(() => {
    if (!search.has('token')) return;
    const rest = new URLSearchParams(search);
    rest.delete('token');
    setSearch(rest, { replace: true });
  }, [search, setSearch]);
  return token;
}
