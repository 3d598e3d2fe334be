import type { Product } from '@campus/api-client';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n';
import { useDispatch, useSelector } from 'react-redux';
import { styled } from 'styled-components';
import { RowFilledCardGrid } from './RowFilledCardGrid';
import { selectLibrary } from './selectors';
import { libraryRequested } from './slice';
import { usePrice } from './usePrice';
import {
  Actions,
  ButtonLink,
  Card,
  CardSkeletons,
  EmptyState,
  ErrorState,
  Heading,
  Lead,
  Page,
} from '../../kit/ui';
import { Badge, Cover } from './parts';

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Sessions = styled.details`
  summary {
    padding-block: 4px;
    cursor: pointer;
    color: ${({ theme }) => theme.color.primary};
  }
  ol {
    margin-block: ${({ theme }) => theme.space(2)} 0;
    padding-inline-start: ${({ theme }) => theme.space(5)};
  }
`;

// Narrower cards than the shared grid's: a 1280 px desktop fits four series to a row instead of
// three; a phone still shows one column.
const LIBRARY_COLUMN_PX = 220;

function SeriesCard({ product, first }: { product: Product; first: boolean }) {
  const { t } = useTranslation();
  const price = usePrice();
  const titleId = `series-${product.id}-${product.blog_id}`;
  const sessions = product.sessions ?? [];
  const free = product.free ?? (product.price ?? 0) === 0;
  return (
    <Card aria-labelledby={titleId}>
      {product.image?.url &&
        // The first cover is the page's largest paint: fetched at once, ahead of the rest.
        (first ? (
          <Cover src={product.image.url} alt="" fetchPriority="high" />
        ) : (
          <Cover src={product.image.url} alt="" loading="lazy" />
        ))}
      <h2 id={titleId}>
        <bdi>{product.title}</bdi>
      </h2>
      {product.excerpt && (
        <p>
          <bdi>{product.excerpt}</bdi>
        </p>
      )}
      <Facts>
        <Badge>{free ? t('courses.common.free') : price(product)}</Badge>
        {product.weeks !== undefined && (
          <Badge>{t('courses.common.weeks', { count: product.weeks })}</Badge>
        )}
        <Badge>{t('courses.common.sessions', { count: sessions.length })}</Badge>
        {product.active && <Badge data-tone="success">{t('courses.common.running')}</Badge>}
      </Facts>
      {sessions.length > 0 && (
        <Sessions>
          <summary>{t('courses.library.sessionsTitle', { title: product.title })}</summary>
          <ol>
            {sessions.map((session) => (
              <li key={session.week}>
                <bdi>{session.title}</bdi>
              </li>
            ))}
          </ol>
        </Sessions>
      )}
      <Actions>
        <ButtonLink to={`/courses/run/${product.slug}`} aria-describedby={titleId}>
          {product.active || free
            ? t('courses.library.run')
            : t('courses.library.buy', { price: price(product) })}
        </ButtonLink>
      </Actions>
    </Card>
  );
}

/** /course-library: every series, for visitors and members alike. */
export function CourseLibraryScreen() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const library = useSelector(selectLibrary);
  useEffect(() => {
    dispatch(libraryRequested());
  }, [dispatch]);

  return (
    <Page aria-labelledby="library-title">
      <Heading id="library-title">{t('courses.library.title')}</Heading>
      <Lead>{t('courses.library.intro')}</Lead>
      {library.status === 'failed' ? (
        <ErrorState message={library.error?.message} onRetry={() => dispatch(libraryRequested())} />
      ) : library.status !== 'ready' ? (
        <CardSkeletons count={4} label={t('courses.library.title')} />
      ) : library.items.length === 0 ? (
        <EmptyState title={t('courses.library.empty')} />
      ) : (
        <RowFilledCardGrid count={library.items.length} columnPx={LIBRARY_COLUMN_PX}>
          {library.items.map((product, index) => (
            <li key={`${product.blog_id}-${product.id}`}>
              <SeriesCard product={product} first={index === 0} />
            </li>
          ))}
        </RowFilledCardGrid>
      )}
    </Page>
  );
}

export default CourseLibraryScreen;
