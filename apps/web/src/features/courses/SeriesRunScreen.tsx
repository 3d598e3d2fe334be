import type { CardDetails, Product } from '@campus/api-client';
import { Skeleton } from '@campus/ui';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from '../../i18n';
import { useDispatch, useSelector } from 'react-redux';
import { useParams } from 'react-router-dom';
import { Link } from '../../kit/Link';
import { styled } from 'styled-components';
import { useSettings } from '../../kit/SettingsContext';
import { PartBoundary } from '../../kit/LoadFailure';
import { ResourceCard } from '../resources';
import { usePrice } from './usePrice';
import { paymentFormFor } from './payment/providers';
import { selectLibrary, selectMyCourses, selectPurchase, selectSeries } from './selectors';
import { myCoursesRequested, purchaseSubmitted, seriesRequested } from './slice';
import { selectLoggedIn } from '../session';
import {
  Actions,
  ButtonLink,
  Card,
  CardGrid,
  CardSkeletons,
  EmptyState,
  ErrorState,
  Heading,
  Lead,
  Page,
  SignInPrompt,
  Stack,
  SubHeading,
} from '../../kit/ui';
import { Badge, Cover } from './parts';

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: 1fr;
  @media (min-width: 768px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Back = styled(Link)`
  color: ${({ theme }) => theme.color.primary};
`;

const Status = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-inline-start: 4px solid ${({ theme }) => theme.color.success};
  background: ${({ theme }) => theme.color.surface};
`;

function SeriesFacts({ product }: { product: Product }) {
  const { t } = useTranslation();
  const price = usePrice();
  const free = product.free ?? (product.price ?? 0) === 0;
  return (
    <Facts>
      <Badge>{free ? t('courses.common.free') : price(product)}</Badge>
      {product.weeks !== undefined && (
        <Badge>{t('courses.common.weeks', { count: product.weeks })}</Badge>
      )}
      <Badge>{t('courses.common.sessions', { count: product.sessions?.length ?? 0 })}</Badge>
      {product.active && <Badge data-tone="success">{t('courses.common.running')}</Badge>}
    </Facts>
  );
}

/** The purchase of a paid series: the theme's payment provider's form, loaded on demand. */
function Purchase({ product }: { product: Product }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const settings = useSettings();
  const purchase = useSelector(selectPurchase);
  const price = usePrice();
  const provider = settings.theme.values.paymentProvider;
  const PaymentForm = useMemo(() => lazy(paymentFormFor(provider)), [provider]);
  const onSubmit = (card: CardDetails) =>
    dispatch(purchaseSubmitted({ product: { id: product.id, blog_id: product.blog_id }, card }));
  return (
    <Card aria-labelledby="purchase-title">
      <SubHeading id="purchase-title">
        {t('courses.run.lockedTitle', { title: product.title })}
      </SubHeading>
      <p>{t('courses.run.lockedIntro')}</p>
      <p>{t('courses.run.price', { price: price(product) })}</p>
      <h3>{t('courses.run.payment')}</h3>
      <PartBoundary>
        <Suspense
          fallback={
            <div role="status" aria-label={t('courses.run.paymentLoading')}>
              <Skeleton height={180} />
            </div>
          }
        >
          <PaymentForm
            amount={price(product)}
            provider={provider}
            submitting={purchase.status === 'submitting'}
            error={purchase.status === 'failed' ? (purchase.error?.message ?? null) : null}
            onSubmit={onSubmit}
          />
        </Suspense>
      </PartBoundary>
    </Card>
  );
}

/** /courses/run/{slug}: the series to run, bought first when it is paid and not yet the member's. */
export function SeriesRunScreen() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const series = useSelector(selectSeries);
  const library = useSelector(selectLibrary);
  const mine = useSelector(selectMyCourses);
  const purchase = useSelector(selectPurchase);
  const loggedIn = useSelector(selectLoggedIn);
  useEffect(() => {
    if (!loggedIn) return;
    dispatch(seriesRequested({ slug }));
    dispatch(myCoursesRequested());
  }, [dispatch, slug, loggedIn]);

  const current = series.slug === slug ? series : null;
  const product = current?.item ?? library.items.find((p) => p.slug === slug);
  const runs = mine.items.filter((course) => course.slug === slug);
  const back = <Back to="/course-library">{t('courses.run.back')}</Back>;

  if (!loggedIn)
    return (
      <SignInPrompt
        title={product?.title ?? t('courses.run.startTitle')}
        returnTo={`/courses/run/${slug}`}
      />
    );

  if (
    !current ||
    current.status === 'loading' ||
    current.status === 'idle' ||
    (current.status === 'locked' && !product && library.status !== 'failed')
  ) {
    return (
      <Page aria-busy="true" aria-label={t('courses.library.title')}>
        {back}
        <Skeleton height={36} width="60%" />
        <Skeleton height={18} />
        <CardSkeletons count={3} label={t('courses.run.resourcesTitle')} />
      </Page>
    );
  }
  if (current.status === 'failed' || !product) {
    const notFound = current.error?.code === 'rest_course_invalid';
    return (
      <Page aria-labelledby="series-title">
        {back}
        <Heading id="series-title">
          {notFound ? t('courses.run.notFound') : t('loadFailed.message')}
        </Heading>
        {notFound ? (
          <ButtonLink to="/course-library">{t('courses.mine.toLibrary')}</ButtonLink>
        ) : (
          <ErrorState
            message={current.error?.message}
            onRetry={() => dispatch(seriesRequested({ slug }))}
          />
        )}
      </Page>
    );
  }

  return (
    <Page aria-labelledby="series-title">
      {back}
      <Header>
        <Stack>
          <Heading id="series-title">
            <bdi>{product.title}</bdi>
          </Heading>
          {product.excerpt && (
            <Lead>
              <bdi>{product.excerpt}</bdi>
            </Lead>
          )}
          <SeriesFacts product={product} />
        </Stack>
        {product.image?.url && <Cover src={product.image.url} alt="" />}
      </Header>
      {purchase.status === 'succeeded' && current.status === 'ready' && (
        <Status role="status">{t('courses.run.purchased', { title: product.title })}</Status>
      )}
      {current.status === 'locked' ? (
        <Purchase product={product} />
      ) : (
        <>
          <Card aria-labelledby="start-title">
            <SubHeading id="start-title">{t('courses.run.startTitle')}</SubHeading>
            <p>{t('courses.run.startIntro', { title: product.title })}</p>
            {runs.length > 0 && (
              <>
                <h3>{t('courses.run.continueTitle')}</h3>
                <ul>
                  {runs.map((course) => (
                    <li key={course.id}>
                      <bdi>{course.title}</bdi>
                    </li>
                  ))}
                </ul>
              </>
            )}
            <Actions>
              <ButtonLink to={`/courses/new/step/1/?series=${encodeURIComponent(product.slug)}`}>
                {t('courses.run.start')}
              </ButtonLink>
              {runs.length > 0 && (
                <ButtonLink to="/courses" data-variant="secondary">
                  {t('courses.run.continue')}
                </ButtonLink>
              )}
            </Actions>
          </Card>
          <Stack as="section" aria-labelledby="material-title">
            <SubHeading id="material-title">{t('courses.run.resourcesTitle')}</SubHeading>
            {current.item && current.item.resources.length > 0 ? (
              <CardGrid>
                {current.item.resources.map((resource) => (
                  <li key={`${resource.blog_id}-${resource.id}`}>
                    <ResourceCard resource={resource} />
                  </li>
                ))}
              </CardGrid>
            ) : (
              <EmptyState title={t('courses.run.noResources')} />
            )}
          </Stack>
        </>
      )}
    </Page>
  );
}

export default SeriesRunScreen;
