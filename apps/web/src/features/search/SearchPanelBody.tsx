import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { useTranslation } from '../../i18n';
import { PopularTerms } from './PopularTerms';
import { SearchForm } from './SearchForm';

const Subtitle = styled.h3`
  margin: 0 0 8px;
  font-size: 1rem;
`;

/**
 * What the open panel shows: the search form and popular search terms. A chunk of its own, loaded
 * the first time the panel opens, so the first script carries only the panel's frame.
 */
export function SearchPanelBody() {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  // Mounted on each opening: the box starts empty and takes focus.
  useEffect(() => input.current?.focus(), []);
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

export default SearchPanelBody;
