import type { SearchSection } from '@campus/api-client';
import { Button, Skeleton, focusRingInset, visuallyHidden } from '@campus/ui';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { useLocation, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { Link } from '../../kit/Link';
import { Actions } from '../../kit/ui';
import { PopularTerms } from './PopularTerms';
import { Grid } from './ResultCards';
import { AllResults, SectionResults } from './SectionResults';
import { SearchForm, searchPath } from './SearchForm';
import { SpokenMoments } from './SpokenMoments';
import {
  handedOverResultsAdopted,
  popularTermsRequested,
  searchCancelled,
  searchRequested,
  SECTIONS,
} from './slice';
import { selectFound, selectSearch, selectSearchSlow, type SearchRoot } from './selectors';

export type Tab = 'all' | SearchSection;
const TABS: readonly Tab[] = ['all', ...SECTIONS];

/** The initial tab comes from the navigation-state section. */
const SECTION_TABS: Record<string, Tab> = {
  all: 'all',
  material: 'materials',
  promotional: 'promotional',
  training: 'learning',
};
/** The navigation-state name of each tab, so a new search from the results page keeps the tab. */
const TAB_SECTIONS: Record<Tab, string> = {
  all: 'all',
  materials: 'material',
  promotional: 'promotional',
  learning: 'training',
};

/**
 * A text the navigation state carries: `section`, the tab to open on, and `term`, what a stopped
 * search leaves in the box (put there by Cancel).
 */
function fromState(state: unknown, key: 'section' | 'term'): string | undefined {
  const value =
    typeof state === 'object' && state !== null
      ? (state as Record<string, unknown>)[key]
      : undefined;
  return typeof value === 'string' ? value : undefined;
}

function tabFromState(state: unknown): Tab {
  const section = fromState(state, 'section');
  return (section !== undefined && SECTION_TABS[section]) || 'all';
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
  max-inline-size: 1100px;
`;

const Heading = styled.h1`
  margin: 0;
  font-size: 1.75rem;
  overflow-wrap: anywhere;
`;

const Subheading = styled.h2`
  margin: 0 0 12px;
  font-size: 1.25rem;
`;

const Message = styled.p`
  margin: 0;
`;

// Tabs wrap rather than scroll: on a phone a scrolled row hid the last tabs with nothing to say so.
const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
`;

const TabButton = styled.button`
  flex: none;
  min-block-size: 44px;
  padding-inline: 16px;
  border: 0;
  border-block-end: 3px solid transparent;
  background: none;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  cursor: pointer;
  &[aria-selected='true'] {
    border-block-end-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primary};
    font-weight: 600;
  }
  ${focusRingInset}
`;

const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

/**
 * The results' placeholders; once the search has waited `timing.slowReadMs` for an answer it says so
 * and offers Cancel (README, "Slow reads").
 */
function LoadingResults({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const slow = useSelector(selectSearchSlow);
  return (
    <div role="status">
      <VisuallyHidden>{t('search.results.loading')}</VisuallyHidden>
      {slow && (
        <Actions as="p">
          {t('search.results.slow')}
          <Button variant="secondary" onClick={onCancel}>
            {t('search.results.cancel')}
          </Button>
        </Actions>
      )}
      <Grid as="div">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height={96} />
        ))}
      </Grid>
    </div>
  );
}

/** The four result tabs (WAI-ARIA tabs pattern: arrow keys, Home and End move and select). */
function ResultTabs({ tab, onChange }: { tab: Tab; onChange: (tab: Tab) => void }) {
  const { t, i18n } = useTranslation();
  const buttons = useRef(new Map<Tab, HTMLButtonElement>());

  const select = (next: Tab) => {
    onChange(next);
    buttons.current.get(next)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.indexOf(tab);
    // In right-to-left text the first tab is on the right, so the arrows swap meaning.
    const forward = i18n.dir() === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
    const moves: Record<string, number> = {
      [forward]: (index + 1) % TABS.length,
      [backward]: (index - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(TABS[target] ?? 'all');
  };

  return (
    <TabList role="tablist" aria-label={t('search.tabs.label')} onKeyDown={onKeyDown}>
      {TABS.map((key) => (
        <TabButton
          key={key}
          ref={(element) => {
            if (element) buttons.current.set(key, element);
            else buttons.current.delete(key);
          }}
          type="button"
          role="tab"
          id={`search-tab-${key}`}
          aria-selected={tab === key}
          aria-controls={tab === key ? `search-tabpanel-${key}` : undefined}
          tabIndex={tab === key ? 0 : -1}
          onClick={() => onChange(key)}
        >
          {t(`search.tabs.${key}`)}
        </TabButton>
      ))}
    </TabList>
  );
}

/** `/search?q=`: the search box, the four result tabs, and the no-results help. */
export function SearchScreen() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const location = useLocation();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const { status, query, focusRequest, suggestion } = useSelector(selectSearch);
  const found = useSelector(selectFound);
  const input = useRef<HTMLInputElement>(null);

  // Each navigation (new term, or the same term chosen again) starts on the tab its state names.
  const [tab, setTab] = useState<Tab>(() => tabFromState(location.state));
  const [shownKey, setShownKey] = useState(location.key);
  if (shownKey !== location.key) {
    setShownKey(location.key);
    setTab(tabFromState(location.state));
  }

  // The data load re-runs whenever the route's parameters or query change (pinned by
  // SearchScreen.test.tsx), but for the page's first term when its results came with the page: the
  // prerendered results are this visit's answer (pinned by SearchScreen.test.tsx).
  const store = useStore<SearchRoot>();
  const adoptedFor = useRef<string | null>(null);
  useEffect(() => {
    // An effect run again for the same visit (development's strict mode) keeps what it adopted.
    if (adoptedFor.current === location.key) return;
    adoptedFor.current = null;
    if (q && selectSearch(store.getState()).handedOver === q) {
      adoptedFor.current = location.key;
      dispatch(handedOverResultsAdopted());
      return;
    }
    dispatch(q ? searchRequested({ q }) : popularTermsRequested());
  }, [dispatch, store, q, location.key]);

  // After Cancel the box holds what the member typed, ready to search again.
  const kept = fromState(location.state, 'term');
  useEffect(() => {
    if (kept !== undefined) input.current?.focus();
  }, [kept, location.key]);
  const cancel = () =>
    dispatch(searchCancelled({ term: input.current?.value ?? q, section: TAB_SECTIONS[tab] }));

  // The side menu's Search button only focuses the box on this page.
  const handledFocus = useRef(focusRequest);
  useEffect(() => {
    if (focusRequest === handledFocus.current) return;
    handledFocus.current = focusRequest;
    input.current?.focus();
  }, [focusRequest]);

  const body = () => {
    if (!q) {
      return (
        <>
          <Message>{t('search.results.enterTerm')}</Message>
          <section aria-labelledby="search-popular-title">
            <Subheading id="search-popular-title">{t('search.popular.title')}</Subheading>
            <PopularTerms labelledBy="search-popular-title" />
          </section>
        </>
      );
    }
    if (status === 'error') {
      return (
        <div role="alert">
          <Message>{t('search.results.error')}</Message>
          <Button variant="secondary" onClick={() => dispatch(searchRequested({ q }))}>
            {t('search.results.retry')}
          </Button>
        </div>
      );
    }
    // Until this term's answer arrives, an earlier search's results must not show under its title.
    if (status !== 'ready' || query !== q) return <LoadingResults onCancel={cancel} />;
    if (!found) {
      return (
        <>
          <Message role="status">{t('search.results.noResults')}</Message>
          {suggestion && (
            <Message>
              {t('search.results.didYouMean')}{' '}
              <Link to={searchPath(suggestion)}>
                <bdi>{suggestion}</bdi>
              </Link>
            </Message>
          )}
          <section aria-labelledby="search-options-title">
            <Subheading id="search-options-title">{t('search.results.tryOptions')}</Subheading>
            <PopularTerms labelledBy="search-options-title" />
          </section>
        </>
      );
    }
    return (
      <>
        <ResultTabs tab={tab} onChange={setTab} />
        <div role="tabpanel" id={`search-tabpanel-${tab}`} aria-labelledby={`search-tab-${tab}`}>
          {tab === 'all' ? (
            <AllResults
              first={<SpokenMoments />}
              onSeeAll={(section) => {
                setTab(section);
                document.getElementById(`search-tab-${section}`)?.focus();
              }}
            />
          ) : (
            <SectionResults key={tab} section={tab} />
          )}
        </div>
      </>
    );
  };

  return (
    <Page>
      <Heading>{q ? t('search.results.titleFor', { q }) : t('search.results.title')}</Heading>
      <SearchForm
        key={q}
        initial={kept ?? q}
        inputRef={input}
        state={{ section: TAB_SECTIONS[tab] }}
      />
      {body()}
    </Page>
  );
}

export default SearchScreen;
