import { Skeleton } from '@campus/ui';
import { styled } from 'styled-components';
import { ServerHtml } from '../../kit/ServerHtml';

export const VideoSkeleton = styled(Skeleton).attrs({ height: 'auto' })`
  aspect-ratio: 16 / 9;
`;

export const ToolsPlace = styled.div`
  padding-block-end: 48px;
`;

/** The way back to the lesson's module, above its title. */
export const Crumb = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 600;

  a {
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }
`;

export const Description = styled.div`
  max-inline-size: 70ch;
  margin-block-start: 16px;
  color: ${({ theme }) => theme.color.textMuted};
  line-height: 1.6;

  p {
    margin-block: 0 8px;
  }
`;

export const Layout = styled.div`
  display: grid;
  gap: 24px;

  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 1fr) 300px;
    align-items: start;
  }
`;

export const Article = styled(ServerHtml).attrs({ profile: 'content' })`
  line-height: 1.6;

  img {
    max-inline-size: 100%;
    block-size: auto;
  }
`;

export const Steps = styled.div`
  display: flex;
  margin-block-start: 24px;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: space-between;
`;

export const Notice = styled.div`
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};

  h2 {
    margin-block-start: 0;
  }

  p:last-child {
    display: flex;
    gap: 16px;
    margin-block-end: 0;
  }
`;
