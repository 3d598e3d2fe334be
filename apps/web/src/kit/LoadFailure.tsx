import { Button } from '@campus/ui';
import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { styled } from 'styled-components';
import { useTranslation } from '../i18n';
import { ErrorScreen } from './ErrorScreen';
import { restartRequested, staleBuildDetected } from './events';

/** Browsers word a failed dynamic import differently; all mean the code could not be fetched. */
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export const isChunkLoadError = (error: unknown) =>
  error instanceof Error && CHUNK_FAILURE.test(error.message);

const Panel = styled.section`
  display: grid;
  gap: 12px;
  justify-items: start;
  padding: 24px;
  color: ${({ theme }) => theme.color.text};
  &[data-floating='true'] {
    position: fixed;
    inset-block-end: 16px;
    inset-inline: 16px;
    margin-inline: auto;
    max-inline-size: 480px;
    border-radius: 8px;
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
    box-shadow: 0 6px 24px rgb(0 0 0 / 25%);
    z-index: 1000;
  }
`;

/**
 * What a person sees where code could not be fetched. Offline, they are told so and can try again
 * once the connection is back; online, the file is gone because a deploy replaced it, so the
 * restart prompt is raised and the page says what happened in place.
 */
export function LoadFailure({ floating = false }: { floating?: boolean }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const offline = globalThis.navigator?.onLine === false;
  useEffect(() => {
    if (!offline) dispatch(staleBuildDetected());
  }, [offline, dispatch]);
  // A part that floats over the page (a window) has nothing to hold in place: the restart prompt
  // already says all there is to say after a deploy.
  if (floating && !offline) return null;
  return (
    <Panel
      aria-labelledby="load-failure-title"
      role={floating ? 'alert' : undefined}
      data-floating={floating}
    >
      <h2 id="load-failure-title">{offline ? t('loadFailure.offline') : t('restart.message')}</h2>
      <p>{offline ? t('loadFailure.offlineDetail') : t('loadFailure.updatedDetail')}</p>
      {/* Reloading keeps the address, so the person lands back on the same page; a failed
          module fetch is remembered by the browser until then. */}
      <Button
        onClick={() => {
          if (globalThis.navigator?.onLine !== false) dispatch(restartRequested());
        }}
      >
        {offline ? t('loadFailure.retry') : t('restart.action')}
      </Button>
    </Panel>
  );
}

interface BoundaryState {
  error: unknown;
}

/**
 * Keeps a failure inside the part that failed (a lazily loaded window, the search panel, a payment
 * form): the shell and the rest of the page stay, and the person is told what happened.
 */
export class PartBoundary extends Component<
  { children: ReactNode; floating?: boolean },
  BoundaryState
> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!isChunkLoadError(error)) console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isChunkLoadError(error)) return <LoadFailure floating={this.props.floating} />;
    return this.props.floating ? null : <ErrorScreen />;
  }
}
