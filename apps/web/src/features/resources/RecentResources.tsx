import { Button, Skeleton } from '@campus/ui';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { styled } from 'styled-components';
import { useTranslation } from '../../i18n';
import { ResourceCard } from './ResourceCard';
import { selectRecentResources } from './selectors';
import { RECENT_RESOURCES, recentRequested } from './slice';

// Two columns on a phone, so the home's row stays a glance rather than a screen per card.
const Row = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(calc(50% - 8px), 200px), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The newest resources as one short row; the whole library is a "See all" away. */
export function RecentResources() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const recent = useSelector(selectRecentResources);
  useEffect(() => {
    dispatch(recentRequested());
  }, [dispatch]);

  if (recent.status === 'failed' && recent.items.length === 0) {
    return (
      <div role="alert">
        <p>{t('resources.library.error')}</p>
        <Button variant="secondary" onClick={() => dispatch(recentRequested())}>
          {t('resources.library.retry')}
        </Button>
      </div>
    );
  }
  if (recent.status !== 'ready' && recent.items.length === 0) {
    return (
      <Row role="status" aria-label={t('resources.library.loading')}>
        {Array.from({ length: RECENT_RESOURCES }, (_, index) => (
          <li key={index}>
            <Skeleton height={170} />
          </li>
        ))}
      </Row>
    );
  }
  if (recent.items.length === 0) return <p>{t('resources.library.empty')}</p>;
  return (
    <Row>
      {recent.items.map((resource) => (
        <li key={`${resource.blog_id}:${resource.id}`}>
          <ResourceCard resource={resource} />
        </li>
      ))}
    </Row>
  );
}
