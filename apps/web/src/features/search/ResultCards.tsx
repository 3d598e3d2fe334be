import type { Resource, SearchSection } from '@campus/api-client';
import { focusRing } from '@campus/ui';
import { memo } from 'react';
import { useTranslation } from '../../i18n';
import { Link } from '../../kit/Link';
import { styled } from 'styled-components';
import { ResourceCard } from '../resources';
import { Marked } from './Marked';
import { learningPath, type LearningResult } from './selectors';
import { CARD_MIN_WIDTH, GRID_GAP } from './grid';

/** The result grid; a section's windowed list sets its columns itself (see `windowing.ts`). */
export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${CARD_MIN_WIDTH}px, 1fr));
  gap: ${GRID_GAP}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled(Link)`
  display: flex;
  gap: 12px;
  align-items: center;
  block-size: 100%;
  box-sizing: border-box;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
  ${focusRing}
  & img {
    flex: none;
    inline-size: 72px;
    block-size: 48px;
    object-fit: cover;
    border-radius: 4px;
  }
`;

export const CardText = styled.span`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-inline-size: 0;
  overflow-wrap: anywhere;
`;

export const Kind = styled.span`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A Learning Centre hit (article, video or module) as a link into the Learning Centre. */
function LearningCard({ result, eager }: { result: LearningResult; eager: boolean }) {
  const { t } = useTranslation();
  const image = result.thumbnail?.sizes.medium?.url;
  const kind =
    result.type === 'playlist' || result.type === 'video' || result.type === 'article'
      ? result.type
      : 'article';
  return (
    <Card to={learningPath(result)}>
      {image && <img src={image} alt="" loading={eager ? 'eager' : 'lazy'} />}
      <CardText>
        <strong>
          <bdi>
            <Marked text={result.title} ranges={result.highlights} />
          </bdi>
        </strong>
        <Kind>{t(`search.kinds.${kind}`)}</Kind>
      </CardText>
    </Card>
  );
}

/** A result's identity across pages and sites. */
export const resultKey = (post: Resource) => `${post.blog_id}:${post.id}`;

/**
 * One result's card. Memoized on the result itself: the store keeps loaded results as they are when
 * a page is appended, so a new page renders its own cards and none of the earlier ones.
 */
export const ResultCard = memo(function ResultCard({
  section,
  post,
  eager = false,
}: {
  section: SearchSection;
  post: Resource;
  /** At the top of the page: its picture is fetched at once (`ResourceCard`). */
  eager?: boolean;
}) {
  // Material and promo hits are resources: their card opens the resource modal.
  return section === 'learning' ? (
    <LearningCard result={post} eager={eager} />
  ) : (
    <ResourceCard resource={post} eager={eager} />
  );
});

/**
 * The All tab's grid: at most three columns, one per result it can hold, so a section's three
 * results fill the width instead of leaving an empty column beside them; still one column on a phone.
 */
const ShortGrid = styled(Grid)`
  grid-template-columns: repeat(
    auto-fill,
    minmax(max(${CARD_MIN_WIDTH}px, calc((100% - ${2 * GRID_GAP}px) / 3)), 1fr)
  );
`;

/** A short list of results, whole (the All tab's three per section). */
export function ResultList({
  section,
  posts,
  eager = false,
}: {
  section: SearchSection;
  posts: readonly Resource[];
  /** The list opens the page: its pictures are fetched at once. */
  eager?: boolean;
}) {
  return (
    <ShortGrid>
      {posts.map((post) => (
        <li key={resultKey(post)} data-result={resultKey(post)}>
          <ResultCard section={section} post={post} eager={eager} />
        </li>
      ))}
    </ShortGrid>
  );
}
