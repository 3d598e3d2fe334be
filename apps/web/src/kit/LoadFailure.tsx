import { Button } from '@campus/ui';
import { Component, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { styled } from 'styled-components';
import { useTranslation } from '../i18n';
import { codeGone } from './codeGone';
import { ErrorScreen } from './ErrorScreen';
import { restartRequested, staleBuildDetected } from './events';

/**
 * A failed dynamic import, in each browser's words (Chromium's and Firefox's "…dynamically imported
 * module: <address>", Safari's "Importing a module script failed.") or the bundler's ("Unable to
 * preload CSS for <file>"): the code could not be fetched.
 */
const CHUNK_FAILURE = /imported module|module script failed|preload CSS/i;

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
 * What a person sees where code could not be fetched. Once the server has said the file is gone, a
 * deploy replaced it: the restart prompt is raised and the page says what happened in place.
 * Otherwise the code could not be reached, offline or not: the person is told so and can try again
 * once the connection is back (README, "Offline"). Nothing shows while the server is asked.
 */
export function LoadFailure({ error, floating = false }: { error: unknown; floating?: boolean }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [gone, setGone] = useState<boolean>();
  useEffect(() => {
    void codeGone(error).then((answer) => {
      setGone(answer);
      if (answer) dispatch(staleBuildDetected());
    });
  }, [error, dispatch]);
  // A part that floats over the page (a window) has nothing to hold in place: the restart prompt
  // already says all there is to say after a deploy.
  if (gone === undefined || (floating && gone)) return null;
  return (
    <Panel
      aria-labelledby="load-failure-title"
      role={floating ? 'alert' : undefined}
      data-floating={floating}
    >
      <h2 id="load-failure-title">{gone ? t('restart.message') : t('loadFailure.offline')}</h2>
      <p>{gone ? t('loadFailure.updatedDetail') : t('loadFailure.offlineDetail')}</p>
      {/* Reloading keeps the address, so the person lands back on the same page; the router and
          React keep code that failed to load as failed until then. */}
      <Button
        onClick={() => {
          if (globalThis.navigator?.onLine !== false) dispatch(restartRequested());
        }}
      >
        {gone ? t('restart.action') : t('loadFailure.retry')}
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
    if (isChunkLoadError(error))
      return <LoadFailure error={error} floating={this.props.floating} />;
    return this.props.floating ? null : <ErrorScreen />;
  }
}
