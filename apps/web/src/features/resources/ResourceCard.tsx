import type { Resource } from '@campus/api-client';
import { useTranslation } from '../../i18n';
import { useDispatch } from 'react-redux';
import { styled } from 'styled-components';
import { cardSurface } from '../../kit/ui';
import { ResourceIcon, iconNameOf } from './ResourceIcon';
import { resourceOpened } from './slice';

// As tall as its grid cell, so the cards of a row share their bottom edge whatever their titles.
const Card = styled.button`
  display: flex;
  flex-direction: column;
  inline-size: 100%;
  block-size: 100%;
  padding: 0;
  ${cardSurface}
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  overflow: hidden;

  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
`;

const Thumb = styled.img`
  display: block;
  inline-size: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: ${({ theme }) => theme.color.track};
`;

const Body = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 4px;
  padding: 12px;
`;

const Title = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

// At the card's foot, so the kinds of a row line up under titles of different lengths.
const Kind = styled.span`
  display: inline-flex;
  margin-block-start: auto;
  align-items: center;
  gap: 6px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

const TYPE_KEYS = {
  video: 'resources.type.video',
  document: 'resources.type.document',
  article: 'resources.type.article',
  playlist: 'resources.type.playlist',
} as const;

/**
 * One resource as a card; activating it opens the resource modal. A card at the top of a page is
 * `eager`: its picture is fetched at once, not when layout finds it in view (it is often the
 * page's largest paint).
 */
export function ResourceCard({
  resource,
  className,
  eager = false,
}: {
  resource: Resource;
  className?: string;
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const thumbnail = resource.thumbnail?.sizes.medium?.url;
  return (
    <Card
      type="button"
      className={className}
      onClick={() => dispatch(resourceOpened({ resource }))}
    >
      {thumbnail ? (
        <Thumb src={thumbnail} alt="" loading={eager ? 'eager' : 'lazy'} />
      ) : (
        <Thumb as="span" />
      )}
      <Body>
        <Title>
          <bdi>{resource.title}</bdi>
        </Title>
        <Kind>
          <ResourceIcon name={iconNameOf(resource)} />
          {t(TYPE_KEYS[resource.type])}
        </Kind>
      </Body>
    </Card>
  );
}
