import type { ResourceBucket } from '@campus/api-client';
import { Button, Skeleton } from '@campus/ui';
import { useEffect, useId } from 'react';
import { useTranslation } from '../../i18n';
import { useDispatch, useSelector } from 'react-redux';
import { styled } from 'styled-components';
import { ResourceCard } from './ResourceCard';
import { selectLibrary, type ResourcesRoot } from './selectors';
import { libraryRequested } from './slice';
import { SlowHint } from '../../kit/SlowHint';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 16px;
  margin: 0 0 24px;
  padding: 0;
  list-style: none;
`;

const Section = styled.section`
  margin-block-end: 16px;
`;

const Heading = styled.h2`
  margin: 0 0 4px;
  font-size: 1.35rem;
`;

const SubHeading = styled.h3`
  margin: 0 0 4px;
  font-size: 1.1rem;
`;

const Description = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Nested = styled.div`
  padding-inline-start: 16px;
  border-inline-start: 2px solid ${({ theme }) => theme.color.border};
`;

function Bucket({ bucket, level }: { bucket: ResourceBucket; level: number }) {
  const H = level === 0 ? Heading : SubHeading;
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <H id={headingId}>
        <bdi>{bucket.label}</bdi>
      </H>
      {bucket.description && (
        <Description>
          <bdi>{bucket.description}</bdi>
        </Description>
      )}
      {bucket.items.length > 0 && (
        <Grid>
          {bucket.items.map((resource) => (
            <li key={`${resource.blog_id}:${resource.id}`}>
              <ResourceCard resource={resource} />
            </li>
          ))}
        </Grid>
      )}
      {bucket.buckets && bucket.buckets.length > 0 && (
        <Nested>
          {bucket.buckets.map((child) => (
            <Bucket key={child.name} bucket={child} level={level + 1} />
          ))}
        </Nested>
      )}
    </Section>
  );
}

/** The resource library: buckets of resources (GET /wp/v2/resource?format=bucket). */
export function ResourceLibrary({ bucket }: { bucket?: string }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const library = useSelector((state: ResourcesRoot) => selectLibrary(state, bucket));
  useEffect(() => {
    dispatch(libraryRequested({ bucket }));
  }, [dispatch, bucket]);

  if (!library || (library.status === 'loading' && library.buckets.length === 0)) {
    return (
      <div role="status" aria-label={t('resources.library.loading')}>
        <SlowHint />
        <Skeleton width="40%" height={28} />
        <Grid>
          {[0, 1, 2, 3].map((i) => (
            <li key={i}>
              <Skeleton height={170} />
            </li>
          ))}
        </Grid>
      </div>
    );
  }
  if (library.status === 'failed') {
    return (
      <div role="alert">
        <p>{t('resources.library.error')}</p>
        <Button variant="secondary" onClick={() => dispatch(libraryRequested({ bucket }))}>
          {t('resources.library.retry')}
        </Button>
      </div>
    );
  }
  if (library.buckets.length === 0) return <p>{t('resources.library.empty')}</p>;
  return (
    <div>
      {library.buckets.map((b) => (
        <Bucket key={b.name} bucket={b} level={0} />
      ))}
    </div>
  );
}
