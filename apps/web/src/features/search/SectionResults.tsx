import type { SearchSection } from '@campus/api-client';
import { Button, Select } from '@campus/ui';
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from '../../i18n';
import { useDispatch, useSelector } from 'react-redux';
import { styled } from 'styled-components';
import { ResultList } from './ResultCards';
import {
  makeSelectFiltered,
  seriesOptions,
  selectLessonCategories,
  selectSection,
  selectSectionFilters,
  selectSections,
  selectSeriesProducts,
  type SearchRoot,
} from './selectors';
import { filterChanged, moreRequested, SECTIONS, type SectionFilters } from './slice';
import { WHOLE_LIST_LIMIT } from './grid';
import { WholeResultList, type ResultListHandle } from './WholeResultList';

type ResultListComponent = typeof WholeResultList;
let windowedList: ResultListComponent | undefined;
let windowedLoading: Promise<ResultListComponent> | undefined;
const loadWindowedList = () =>
  (windowedLoading ??= import('./WindowedResultList').then(
    (module) => (windowedList = module.WindowedResultList),
    (error: unknown) => {
      windowedLoading = undefined;
      throw error;
    },
  ));

/**
 * The list for a section whose search found `total` results: drawn whole up to
 * {@link WHOLE_LIST_LIMIT}, windowed past it from the first page on, once the windowed list's code
 * has come (until then, and if it cannot come, still whole). Chosen by what the search found, not by
 * what has loaded or what the filters leave, so the list never changes its kind while the reader
 * scrolls: swapping a hundred drawn cards for a window cost one long task.
 */
function useResultList(total: number): ResultListComponent {
  const wanted = total > WHOLE_LIST_LIMIT;
  const [, loaded] = useReducer((times: number) => times + 1, 0);
  useEffect(() => {
    // A failed fetch leaves the list whole, which still shows every result; a later list past the
    // limit asks again.
    if (wanted && !windowedList) loadWindowedList().then(loaded, () => undefined);
  }, [wanted]);
  return (wanted && windowedList) || WholeResultList;
}

/** The All tab shows up to 3 results per section (pinned by SearchScreen.test.tsx). */
export const ALL_TAB_LIMIT = 3;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  & + & {
    margin-block-start: 28px;
  }
`;

export const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px;
`;

// A text button whose label lines up with the title when the header wraps under it (a phone);
// on one line it stands at the end, where this makes no difference.
const SeeAll = styled(Button)`
  && {
    margin-inline-start: calc(-1 * ${({ theme }) => theme.space(4)});
  }
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  & > * {
    flex: 1 1 200px;
    max-inline-size: 320px;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding-block: 12px;
`;

/** The All tab: up to 3 results of every non-empty section, each with See All Results. */
export function AllResults({
  first,
  onSeeAll,
}: {
  /** What comes before the sections (the moments inside videos). */
  first?: ReactNode;
  onSeeAll: (section: SearchSection) => void;
}) {
  const { t } = useTranslation();
  const sections = useSelector(selectSections);
  return (
    <>
      {first}
      {SECTIONS.filter((section) => sections[section].total > 0).map((section, index) => (
        <Section key={section} aria-labelledby={`search-all-${section}`}>
          <SectionHeader>
            <SectionTitle id={`search-all-${section}`}>{t(`search.tabs.${section}`)}</SectionTitle>
            <SeeAll
              variant="text"
              aria-describedby={`search-all-${section}`}
              onClick={() => onSeeAll(section)}
            >
              {t('search.results.seeAll')}
            </SeeAll>
          </SectionHeader>
          <ResultList
            section={section}
            posts={sections[section].posts.slice(0, ALL_TAB_LIMIT)}
            eager={index === 0}
          />
        </Section>
      ))}
    </>
  );
}

/** The filter option lists, and the series or categories the options come from. */
function SectionFilterFields({ section }: { section: SearchSection }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const filters = useSelector((state: SearchRoot) => selectSectionFilters(state, section));
  const posts = useSelector((state: SearchRoot) => selectSection(state, section).posts);
  const products = useSelector(selectSeriesProducts);
  const categories = useSelector(selectLessonCategories);
  const all = { value: '', label: t('search.filters.all') };

  const series = useMemo(() => seriesOptions(posts, products), [posts, products]);
  const change = (filter: keyof SectionFilters) => (event: { target: { value: string } }) =>
    dispatch(filterChanged({ section, filter, value: event.target.value }));

  const typeValues =
    section === 'learning'
      ? (['video', 'article', 'playlist'] as const)
      : (['video', 'document'] as const);
  const types = [
    all,
    ...typeValues.map((value) => ({ value, label: t(`search.filters.${value}`) })),
  ];

  return (
    <Filters role="group" aria-label={t('search.filters.label')}>
      {section === 'learning' ? (
        <Select
          label={t('search.filters.category')}
          options={[
            all,
            ...categories.map((category) => ({ value: category.slug, label: category.name })),
          ]}
          value={filters.category}
          onChange={change('category')}
        />
      ) : (
        <Select
          label={t('search.filters.series')}
          options={[all, ...series]}
          value={filters.series}
          onChange={change('series')}
        />
      )}
      <Select
        label={t('search.filters.type')}
        options={types}
        value={filters.type}
        onChange={change('type')}
      />
    </Filters>
  );
}

/**
 * One section's tab: filters over what is loaded, then infinite scroll by offset. The sentinel asks
 * for the next page as it nears the viewport; the Load more button does the same for keyboard users
 * and browsers without IntersectionObserver.
 */
export function SectionResults({ section }: { section: SearchSection }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { posts, total, loadingMore, moreFailed } = useSelector((state: SearchRoot) =>
    selectSection(state, section),
  );
  const selectFiltered = useMemo(() => makeSelectFiltered(section), [section]);
  const shown = useSelector(selectFiltered);
  const sentinel = useRef<HTMLDivElement>(null);
  const list = useRef<ResultListHandle>(null);
  const focusFrom = useRef<number | null>(null);
  const more = posts.length < total;

  // When one list takes the other's place, the result that held focus holds it in the new one.
  const List = useResultList(total);
  const [drawn, setDrawn] = useState<{ list: ResultListComponent; refocus: number | null }>({
    list: List,
    refocus: null,
  });
  if (drawn.list !== List) setDrawn({ list: List, refocus: list.current?.focusedResult() ?? null });
  useLayoutEffect(() => {
    if (drawn.refocus !== null) list.current?.focusResult(drawn.refocus);
  }, [drawn]);

  // After Load more, keyboard focus moves to the first new result rather than staying on (or, on
  // the last page, losing) the button.
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || posts.length <= from) return;
    focusFrom.current = null;
    const first = posts.slice(from).find((post) => shown.includes(post));
    if (first) list.current?.focusResult(shown.indexOf(first));
  }, [posts, shown]);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !more || moreFailed || typeof IntersectionObserver === 'undefined') return;
    // Re-created after every page, so a sentinel still in view (a short filtered list) asks again.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) dispatch(moreRequested({ section }));
      },
      { rootMargin: '0px 0px 300px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [dispatch, section, more, moreFailed, posts.length]);

  if (total === 0) return <Muted>{t('search.results.sectionEmpty')}</Muted>;

  return (
    <Section as="div">
      <SectionFilterFields section={section} />
      <Muted aria-live="polite">{t('search.results.shown', { shown: posts.length, total })}</Muted>
      {shown.length > 0 ? (
        <List ref={list} section={section} posts={shown} />
      ) : (
        <Muted>{t('search.results.noMatches')}</Muted>
      )}
      {more && (
        <Footer>
          <div ref={sentinel} data-testid="search-sentinel" />
          {moreFailed && <Muted role="alert">{t('search.results.moreError')}</Muted>}
          <Button
            variant="secondary"
            aria-busy={loadingMore}
            onClick={() => {
              focusFrom.current = posts.length;
              dispatch(moreRequested({ section }));
            }}
          >
            {loadingMore ? t('search.results.loadingMore') : t('search.results.loadMore')}
          </Button>
        </Footer>
      )}
    </Section>
  );
}
