import { useEffect } from 'react';
import { useTranslation } from '../../i18n';
import { useDispatch, useSelector } from 'react-redux';
import { useParams } from 'react-router-dom';
import { ButtonLink, Heading, Page } from '../../kit/ui';
import { CardList, LessonCard, TrainingCardSkeletons } from './cards';
import { categoryRequested, selectCategory, selectKnownCategory } from './modules';
import type { TrainingRoot } from './selectors';

/** Category links go to /training/category/{slug} (pinned by screens.test.tsx): its lessons. */
export function CategoryScreen() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { categoryid = '' } = useParams();
  const category = useSelector(selectCategory);
  const known = useSelector((state: TrainingRoot) => selectKnownCategory(state, categoryid));

  useEffect(() => {
    dispatch(categoryRequested(categoryid));
  }, [dispatch, categoryid]);

  const name =
    known?.name ??
    category.lessons[0]?.categories?.find((c) => c.slug === categoryid)?.name ??
    categoryid;
  const loading = category.status !== 'loaded' || category.key !== categoryid;
  return (
    <Page aria-labelledby="training-category-title" aria-busy={loading}>
      <p>
        <ButtonLink data-variant="secondary" to="/training">
          {t('training.backToTraining')}
        </ButtonLink>
      </p>
      <Heading id="training-category-title">{t('training.categoryTitle', { name })}</Heading>
      {loading ? (
        <TrainingCardSkeletons count={3} label={t('training.categoryTitle', { name })} />
      ) : category.lessons.length === 0 ? (
        <p>{t('training.categoryEmpty')}</p>
      ) : (
        <CardList>
          {category.lessons.map((lesson) => (
            <li key={lesson.id}>
              <LessonCard
                lesson={lesson}
                to={`/training/category/${categoryid}/lesson/${lesson.slug}`}
              />
            </li>
          ))}
        </CardList>
      )}
    </Page>
  );
}

export default CategoryScreen;
