import type { DownloadOption, Resource } from '@campus/api-client';
import { Button, Dialog, LinearProgress, Snackbar, Stepper, type StepperStep } from '@campus/ui';
import { useTranslation } from '../../i18n';
import { useLocaleFormats } from '../../kit/localeFormats';
import { useDispatch, useSelector } from 'react-redux';
import { useFeatureFlag } from '../app-status';
import { formatFileSize, ltr } from '../../kit/format';
import { Actions, Message, Options, RunLink, Share } from './ResourceModal.styles';
import { Preview } from './ResourcePreview';
import {
  selectDeniedResource,
  selectFailedShare,
  selectModalResource,
  selectResources,
} from './selectors';
import {
  downloadOptionChosen,
  downloadRequested,
  resourceClosed,
  sameChoice,
  shareLinkCopyRequested,
  shareLinkNoticeEnded,
  sharedResourceRequested,
  stepChanged,
  type SharedResourceRequest,
} from './slice';

const isSource = (option: DownloadOption) =>
  option.quality.toLowerCase() === 'source' || option.public_name.toLowerCase() === 'original';

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
