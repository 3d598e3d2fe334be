import { Skeleton } from '@campus/ui';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { styled } from 'styled-components';
import { useTranslation } from '../../i18n';
import { ButtonLink, cardSurface, ErrorState, SubHeading } from '../../kit/ui';
import { CardList, ModuleRing, PlaylistCard } from './cards';
import { clockTime, learningHome, type ResumePoint } from './home';
import { homeRequested, selectHome } from './modules';
import { selectCompleted } from './progress';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The section's heading with the way to every module beside it, under it when there is no room. */
const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  justify-content: space-between;
`;

const HeadLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The module's cover at the start side, the lesson and the one press to resume beside it. */
const ResumeCard = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  overflow: hidden;
  ${cardSurface}
  box-shadow: ${({ theme }) => theme.elevation.raised};

  img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    min-block-size: 160px;
    object-fit: cover;
    background: ${({ theme }) => theme.color.track};
  }

  @media (max-width: 567px) {
    grid-template-columns: 1fr;

    img {
      aspect-ratio: 16 / 9;
      min-block-size: 0;
    }
  }
`;

const ResumeBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  align-content: center;
  padding: ${({ theme }) => theme.space(5)};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.large};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const ResumeFoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  justify-content: space-between;
  margin-block-start: ${({ theme }) => theme.space(2)};
`;

function ResumeLesson({ resume }: { resume: ResumePoint }) {
  const { t } = useTranslation();
  const { module, lesson, progress, position, started } = resume;
  const image = module.image?.sizes.card_short?.url ?? lesson.image?.sizes.card_short?.url;
  const number = module.lessons.indexOf(lesson) + 1;
  const action = position > 0 ? 'resume' : started ? 'continue' : 'begin';
  return (
    <ResumeCard aria-labelledby="home-resume-lesson">
      {image ? <img src={image} alt="" /> : <span aria-hidden="true" />}
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
      <Section aria-labelledby="home-learning">
        <SectionHead>
          <SubHeading id="home-learning">{t(titleKey)}</SubHeading>
          <HeadLinks>
            <ButtonLink to="/training" data-variant="secondary">
              {t('training.home.allModules')}
            </ButtonLink>
            <ButtonLink to="/study-plan" data-variant="secondary">
              {t('training.home.plan')}
            </ButtonLink>
            <ButtonLink to="/certificates" data-variant="secondary">
              {t('training.home.certificates')}
            </ButtonLink>
          </HeadLinks>
        </SectionHead>
        {state.status === 'error' && state.modules.length === 0 ? (
          <ErrorState onRetry={() => dispatch(homeRequested())} />
        ) : state.status !== 'loaded' && state.modules.length === 0 ? (
          <div role="status" aria-label={t('accounts.loading')}>
            <Skeleton height={200} />
          </div>
        ) : home.resume ? (
          <ResumeLesson resume={home.resume} />
        ) : (
          <p>{t('training.home.allDone')}</p>
        )}
      </Section>
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
