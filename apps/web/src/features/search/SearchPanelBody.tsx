import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { styled } from 'styled-components';
import { useTranslation } from '../../i18n';
import { PopularTerms } from './PopularTerms';
import { SearchForm } from './SearchForm';
import { popularTermsRequested } from './slice';

const Subtitle = styled.h3`
  margin: 0 0 8px;
  font-size: 1rem;
`;

/**
 * What the shell's open search panel shows: the search form and popular search terms. It comes with
 * the search area, loaded the first time the panel opens, so the first script carries only the
 * panel's frame.
 */
export function SearchPanelBody() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const input = useRef<HTMLInputElement>(null);
  // Mounted on each opening: the box starts empty and takes focus. The terms load once.
  useEffect(() => {
    input.current?.focus();
    dispatch(popularTermsRequested());
  }, [dispatch]);
  return (
    <>
      <SearchForm inputRef={input} />
      <section aria-labelledby="campus-search-panel-popular">
        <Subtitle id="campus-search-panel-popular">{t('search.popular.title')}</Subtitle>
        <PopularTerms labelledBy="campus-search-panel-popular" />
      </section>
    </>
  );
}
