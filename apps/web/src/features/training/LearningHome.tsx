import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from '../../i18n';
import { ButtonLink, ErrorState, SubHeading } from '../../kit/ui';
import { CardList, ModuleRing, PlaylistCard } from './cards';
import { clockTime, learningHome, type ResumePoint } from './home';
import {
  LearningSection,
  ResumeBody,
  ResumeCard,
  ResumeFoot,
  ResumePlaceholder,
  Section,
} from '../../kit/LearningSection';
import { homeRequested, selectHome } from './modules';
import { selectCompleted } from './progress';

function ResumeLesson({ resume }: { resume: ResumePoint }) {
  const { t } = useTranslation();
  const { module, lesson, progress, position, started } = resume;
  const image = module.image?.sizes.card_short?.url ?? lesson.image?.sizes.card_short?.url;
  const number = module.lessons.indexOf(lesson) + 1;
  const action = position > 0 ? 'resume' : started ? 'continue' : 'begin';
  return (
    <ResumeCard aria-labelledby="home-resume-lesson">
      {image ? <img src={image} alt="" /> : <span aria-hidden="true" data-cover="" />}
      <ResumeBody>
        <p>
          <bdi>{module.title}</bdi>
        </p>
        <h3 id="home-resume-lesson">
          <bdi>{lesson.title}</bdi>
        </h3>
        <p>
          {t(lesson.type === 'video' ? 'training.video' : 'training.article')} ·{' '}
          {position > 0
            ? t('training.home.stoppedAt', {
                time: clockTime(position),
                duration: clockTime(lesson.duration),
              })
            : t('training.home.lessonOf', { number, count: progress.lessonCount })}
        </p>
        <ResumeFoot>
          <ModuleRing
            percent={progress.percentComplete}
            diameter={40}
            strokeWidth={4}
            label={t('training.cardProgress', { title: module.title })}
          />
          <ButtonLink to={`/training/${module.slug}/${lesson.slug}`}>
            {t(action === 'resume' ? 'training.home.resume' : `training.${action}`)}
          </ButtonLink>
        </ResumeFoot>
      </ResumeBody>
    </ResumeCard>
  );
}

/**
 * The member's learning on their home: where to pick up, with the module's progress and one press
 * to resume, then the other modules begun. Read afresh on every visit, since progress moves on in
 * lessons and on other devices.
 */
export function LearningHome() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const state = useSelector(selectHome);
  const completed = useSelector(selectCompleted);
  useEffect(() => {
    dispatch(homeRequested());
  }, [dispatch]);

  const home = learningHome(state.modules, state.positions, completed);
  const started = home.resume?.started ?? false;
  const titleKey = home.resume && !started ? 'training.home.startTitle' : 'training.home.title';
  return (
    <>
      <LearningSection title={titleKey}>
        {state.status === 'error' && state.modules.length === 0 ? (
          <ErrorState onRetry={() => dispatch(homeRequested())} />
        ) : state.status !== 'loaded' && state.modules.length === 0 ? (
          <ResumePlaceholder />
        ) : home.resume ? (
          <ResumeLesson resume={home.resume} />
        ) : (
          <p>{t('training.home.allDone')}</p>
        )}
      </LearningSection>
      {home.inProgress.length > 0 && (
        <Section aria-labelledby="home-modules">
          <SubHeading id="home-modules">{t('training.home.inProgress')}</SubHeading>
          <CardList>
            {home.inProgress.map(({ module }) => (
              <li key={module.id}>
                <PlaylistCard playlist={module} />
              </li>
            ))}
          </CardList>
        </Section>
      )}
    </>
  );
}
