import { SearchBox, type FragmentProps } from '@storefront/shared';
import { Suspense, lazy, useState } from 'react';
import styled from 'styled-components';
import { useSearchBoxTexts } from './search-box-texts';

// The combobox (downshift, the suggestions and their queries) loads when the shopper reaches for
// the box, so the header's fragment stays small for every page.
const SearchCombobox = lazy(() => import('./search-combobox'));

const Boundary = styled.div`
  width: 100%;
`;

/**
 * The catalog's search in the shop's header: the plain search form (the results listing) until
 * the shopper points at it or focuses it, then the search with suggestions in its place.
 */
export default function HeaderSearch({ lang }: FragmentProps<'HeaderSearch'>) {
  const texts = useSearchBoxTexts(lang);
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  const plain = <SearchBox {...texts} inputProps={{ onFocus: want, onPointerEnter: want }} />;
  return (
    <Boundary data-boundary="catalog">
      {wanted ? (
        <Suspense fallback={plain}>
          <SearchCombobox lang={lang} />
        </Suspense>
      ) : (
        plain
      )}
    </Boundary>
  );
}
