import { useLocation, useSearchParams } from 'react-router-dom';
import { SearchBox } from './search-box';

/** The header's search field (desktop): on /search it holds the query shown. */
export function HeaderSearch() {
  const [params] = useSearchParams();
  const onSearchPage = useLocation().pathname === '/search';
  return <SearchBox initial={onSearchPage ? (params.get('q') ?? '') : ''} />;
}
