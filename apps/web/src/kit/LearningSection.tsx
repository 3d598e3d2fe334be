import { Skeleton } from '@campus/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { useTranslation, type MessageKey } from '../i18n';
import { buttonLook, ButtonLink, cardSurface, SubHeading } from './ui';

export const Section = styled.section`
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

/**
 * The module's cover at the start side, the lesson and the one press to resume beside it. The
 * cover keeps a 16:9 place before its picture arrives, so the card is its final height at once.
 */
export const ResumeCard = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  overflow: hidden;
  ${cardSurface}
  box-shadow: ${({ theme }) => theme.elevation.raised};

  & > img,
  & > [data-cover] {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    min-block-size: 160px;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    background: ${({ theme }) => theme.color.track};
  }

  @media (max-width: 567px) {
    grid-template-columns: 1fr;

    & > img,
    & > [data-cover] {
      min-block-size: 0;
    }
  }
`;

export const ResumeBody = styled.div`
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

export const ResumeFoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  justify-content: space-between;
  margin-block-start: ${({ theme }) => theme.space(2)};
`;

/** Where the resume button will be: its size, unseen. */
const ButtonRoom = styled.span`
  ${buttonLook}
  visibility: hidden;
`;

/**
 * The Learning Centre's block on the home: its heading and the ways to every module, the study
 * plan and the certificates, over what it shows.
 */
export function LearningSection({ title, children }: { title: MessageKey; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Section aria-labelledby="home-learning">
      <SectionHead>
        <SubHeading id="home-learning">{t(title)}</SubHeading>
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
      {children}
    </Section>
  );
}

/**
 * The lesson to resume while it loads, in the card's own shape: a line of text where each line
 * will be and the button's room, so nothing under it moves when the lesson arrives
 * (`e2e/dashboard-member.spec.ts`).
 */
export function ResumePlaceholder() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('accounts.loading')}>
      <ResumeCard aria-hidden="true">
        <Skeleton data-cover="" height="100%" />
        <ResumeBody>
          <p>
            <Skeleton width="40%" height="1lh" />
          </p>
          <h3>
            <Skeleton width="70%" height="1lh" />
          </h3>
          <p>
            <Skeleton width="50%" height="1lh" />
          </p>
          <ResumeFoot>
            <Skeleton shape="circle" width={40} height={40} />
            <ButtonRoom>{t('training.begin')}</ButtonRoom>
          </ResumeFoot>
        </ResumeBody>
      </ResumeCard>
    </div>
  );
}

/** The block as it first shows, before its code and the member's modules have come. */
export function LearningHomePlaceholder() {
  return (
    <LearningSection title="training.home.title">
      <ResumePlaceholder />
    </LearningSection>
  );
}
