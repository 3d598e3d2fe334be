import type { Resource, Video } from '@campus/api-client';
import { Player, type PlayerHandle } from '@campus/player';
import { Skeleton } from '@campus/ui';
import { Suspense, useRef } from 'react';
import { useSelector } from 'react-redux';
import { styled } from 'styled-components';
import { useTranslation } from '../../i18n';
import { useSettings } from '../../kit/SettingsContext';
import { playerLanguages, usePlayback, usePlayerTexts } from '../playback/parts';
import { Message } from './ResourceModal.styles';
import { selectResources } from './selectors';
import { filePath } from './slice';

/**
 * A document reads as a page, not a film: the frame takes most of the window's height (a phone's
 * 16:9 box left a PDF two hundred pixels tall) but leaves the dialog's title and steps in view.
 */
const DocumentFrame = styled.iframe`
  display: block;
  inline-size: 100%;
  block-size: 65vh;
  min-block-size: 320px;
  border: 0;
  background: ${({ theme }) => theme.color.track};
`;

/**
 * The whole window fits a laptop's screen: the video is only as wide as the height left by the
 * window's title, steps, player controls and Next allows (a 16:9 video the window's full width
 * pushed Next below a 1280×800 screen), and never narrower than a phone's.
 */
const VideoFrame = styled.div`
  max-inline-size: max(320px, calc((100dvh - 330px) * 16 / 9));
  margin-inline: auto;
`;

const Image = styled.img`
  display: block;
  max-inline-size: 100%;
  max-block-size: 70vh;
  margin-inline: auto;
`;

type PreviewKind = 'image' | 'document' | 'video';

/**
 * .jpg and .png show as an image, any other extension as a document, none as a video.
 * A signed link without an extension ends in its signature, so only a short suffix counts as one,
 * and a document without one still shows as a document.
 */
export function previewKind(url: string, type: Resource['type']): PreviewKind {
  const extension = /\.([a-z0-9]{1,5})$/i
    .exec(filePath(url).split('/').pop() ?? '')?.[1]
    ?.toLowerCase();
  if (!extension) return type === 'video' ? 'video' : 'document';
  return extension === 'jpg' || extension === 'png' ? 'image' : 'document';
}

function LoadedVideoPreview({
  src,
  title,
  video,
}: {
  src: string;
  title: string;
  video?: Video | null;
}) {
  const settings = useSettings();
  const { i18n } = useTranslation();
  const { tracks, languages } = playerLanguages(video, i18n.language);
  const playerTexts = usePlayerTexts();
  const player = useRef<PlayerHandle>(null);
  const playback = usePlayback({ tracks, languages }, player);
  const startAt = useSelector(selectResources).startAt;
  return (
    <>
      <Player
        ref={player}
        src={src}
        title={title}
        tracks={tracks}
        languages={languages}
        {...(startAt === null ? {} : { startAt, autoPlay: true })}
        config={{ driveKey: settings.theme.values.google_drive_key }}
        {...playerTexts}
        {...playback.playerProps}
      />
      {playback.panel}
    </>
  );
}

/** The player waits for its texts in the page's language, in place, with the window open. */
function VideoPreview(props: { src: string; title: string; video?: Video | null }) {
  return (
    <VideoFrame>
      <Suspense fallback={<Skeleton height={0} style={{ aspectRatio: '16 / 9' }} />}>
        <LoadedVideoPreview {...props} />
      </Suspense>
    </VideoFrame>
  );
}

/** What the window shows of a resource: its image, document or video. */
export function Preview({ resource }: { resource: Resource }) {
  const { t } = useTranslation();
  const { video, detailsStatus } = useSelector(selectResources);
  if (resource.type === 'video') {
    if (detailsStatus === 'loading')
      return <Skeleton height={0} style={{ aspectRatio: '16 / 9' }} />;
    if (detailsStatus === 'failed' || !video?.url)
      return <Message role="alert">{t('resources.modal.detailsError')}</Message>;
    return <VideoPreview src={video.url} title={resource.title} video={video} />;
  }
  const url = resource.attachedDocument?.url;
  if (!url) return <Message role="alert">{t('resources.modal.detailsError')}</Message>;
  const kind = previewKind(url, resource.type);
  if (kind === 'image')
    return <Image src={url} alt={t('resources.modal.imageAlt', { title: resource.title })} />;
  if (kind === 'video') return <VideoPreview src={url} title={resource.title} />;
  return (
    <DocumentFrame
      src={url}
      title={t('resources.modal.documentTitle', { title: resource.title })}
    />
  );
}
