import type { DownloadOption, Resource, Video } from '@campus/api-client';
import { Player, type PlayerHandle } from '@campus/player';
import {
  Button,
  Dialog,
  LinearProgress,
  Skeleton,
  Snackbar,
  Stepper,
  type StepperStep,
} from '@campus/ui';
import { useTranslation } from '../../i18n';
import { useLocaleFormats } from '../../kit/localeFormats';
import { useDispatch, useSelector } from 'react-redux';
import { Suspense, useRef } from 'react';
import { Link } from '../../kit/Link';
import { styled } from 'styled-components';
import { useSettings } from '../../kit/SettingsContext';
import { useFeatureFlag } from '../app-status';
import { playerLanguages, usePlayback, usePlayerTexts } from '../playback/parts';
import { formatFileSize, ltr } from '../../kit/format';
import {
  selectDeniedResource,
  selectFailedShare,
  selectModalResource,
  selectResources,
} from './selectors';
import {
  downloadOptionChosen,
  downloadRequested,
  filePath,
  resourceClosed,
  sameChoice,
  shareLinkCopyRequested,
  shareLinkNoticeEnded,
  sharedResourceRequested,
  stepChanged,
  type SharedResourceRequest,
} from './slice';

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

const Options = styled.fieldset`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-block-end: 8px;
    font-weight: 600;
  }

  label {
    display: flex;
    align-items: center;
    gap: 8px;
    min-block-size: 36px;
    padding-inline: 8px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.small};
    cursor: pointer;
  }

  input {
    inline-size: 20px;
    block-size: 20px;
    margin: 0;
  }
`;

const Message = styled.p`
  margin: 12px 0 0;
  color: ${({ theme }) => theme.color.danger};
`;

/** Above the steps, so the control is in view whatever the preview's height. */
const Share = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-block: -8px 4px;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const RunLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-block-size: 36px;
  padding-inline: 16px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: 600;
  text-decoration: none;
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

const isSource = (option: DownloadOption) =>
  option.quality.toLowerCase() === 'source' || option.public_name.toLowerCase() === 'original';

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

function Preview({ resource }: { resource: Resource }) {
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

function DownloadOptions() {
  const { t } = useTranslation();
  const formats = useLocaleFormats();
  const dispatch = useDispatch();
  const { options, optionsStatus, choice, unavailable } = useSelector(selectResources);
  if (optionsStatus === 'loading' || optionsStatus === 'idle')
    return <LinearProgress aria-label={t('resources.modal.loading')} />;
  if (optionsStatus === 'failed')
    return <Message role="alert">{t('resources.modal.optionsError')}</Message>;
  return (
    <>
      {options.length === 0 ? (
        <p>{t('resources.modal.noOptions')}</p>
      ) : (
        <Options>
          <legend>{t('resources.modal.optionsLabel')}</legend>
          {options.map((option) => (
            <label key={`${option.width}x${option.height}:${option.quality}`}>
              <input
                type="radio"
                name="download-option"
                checked={!!choice && sameChoice(option, choice)}
                onChange={() =>
                  dispatch(
                    downloadOptionChosen({
                      width: option.width,
                      height: option.height,
                      quality: option.quality,
                    }),
                  )
                }
              />
              {t('resources.modal.optionSize', {
                label: isSource(option)
                  ? t('resources.modal.original')
                  : option.public_name || option.quality,
                dimensions: ltr(`${option.width}×${option.height}`),
                size: formatFileSize(option.size, formats.numbers),
              })}
            </label>
          ))}
        </Options>
      )}
      {unavailable && <Message role="alert">{t('resources.modal.unavailable')}</Message>}
    </>
  );
}

function ResourceDialog({ resource }: { resource: Resource }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const shareLinks = useFeatureFlag('resource-share-links');
  const {
    skipPreview,
    step,
    choice,
    options,
    optionsStatus,
    downloading,
    downloadFailed,
    detailsStatus,
    copied,
  } = useSelector(selectResources);
  const isVideo = resource.type === 'video';
  const steps: StepperStep[] = [];
  if (!skipPreview)
    steps.push({ title: t('resources.modal.preview'), content: <Preview resource={resource} /> });
  if (isVideo) steps.push({ title: t('resources.modal.options'), content: <DownloadOptions /> });
  const onLast = step >= steps.length - 1;
  const chosen = !!choice && options.some((o) => sameChoice(o, choice));
  const nextDisabled = onLast
    ? downloading || (isVideo && (!chosen || optionsStatus !== 'ready'))
    : detailsStatus !== 'ready';
  return (
    <Dialog
      open
      size="media"
      title={<bdi>{resource.title}</bdi>}
      closeLabel={t('resources.modal.close')}
      onClose={() => dispatch(resourceClosed())}
    >
      {shareLinks && (
        <Share>
          <Button variant="text" onClick={() => dispatch(shareLinkCopyRequested())}>
            {t('resources.modal.share')}
          </Button>
        </Share>
      )}
      <Stepper
        steps={steps}
        activeStep={Math.min(step, steps.length - 1)}
        onStepChange={(next) => dispatch(stepChanged(next))}
        onFinish={() => dispatch(downloadRequested())}
        nextDisabled={nextDisabled}
        nextLabel={t('resources.modal.next')}
        finishLabel={t('resources.modal.download')}
        backLabel={t('resources.modal.back')}
        label={t('resources.modal.steps')}
        completedLabel={t('resources.modal.completed')}
      />
      {downloading && <LinearProgress aria-label={t('resources.modal.loading')} />}
      {downloadFailed && <Message role="alert">{t('resources.modal.downloadError')}</Message>}
      {/* The saga ends the notice after 1.5 s; the snackbar's own timer only repeats that request. */}
      <Snackbar
        open={copied}
        message={t('resources.modal.copied')}
        onClose={() => dispatch(shareLinkNoticeEnded())}
      />
    </Dialog>
  );
}

/** A resource linked to products the person does not run. */
function AccessDenied({ resource }: { resource: Resource }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const products = resource.error_products ?? [];
  const product = products[0]?.title || t('resources.denied.product');
  const slug = products.find((p) => p.slug)?.slug;
  return (
    <Dialog
      open
      title={t('resources.denied.title')}
      closeLabel={t('resources.modal.close')}
      onClose={() => dispatch(resourceClosed())}
      footer={
        slug ? (
          <Actions>
            <RunLink to={`/courses/run/${slug}`}>{t('resources.denied.run')}</RunLink>
          </Actions>
        ) : undefined
      }
    >
      <p>{t('resources.denied.message', { product })}</p>
    </Dialog>
  );
}

/** A shared address whose resource did not arrive (server error, offline, no answer). */
function ShareFailed({
  request,
  message,
}: {
  request: SharedResourceRequest;
  message: string | null;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  return (
    <Dialog
      open
      title={t('resources.modal.sharedTitle')}
      closeLabel={t('resources.modal.close')}
      onClose={() => dispatch(resourceClosed())}
      footer={
        <Actions>
          <Button onClick={() => dispatch(sharedResourceRequested(request))}>
            {t('resources.modal.retry')}
          </Button>
        </Actions>
      }
    >
      <p role="alert">{t('resources.modal.detailsError')}</p>
      {message && <p>{message}</p>}
    </Dialog>
  );
}

export default function ResourceModal() {
  const open = useSelector(selectModalResource);
  const denied = useSelector(selectDeniedResource);
  const failedShare = useSelector(selectFailedShare);
  if (failedShare)
    return <ShareFailed request={failedShare.request} message={failedShare.message} />;
  if (denied) return <AccessDenied resource={denied} />;
  if (open) return <ResourceDialog resource={open} />;
  return null;
}
