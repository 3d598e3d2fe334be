import { lazy, Suspense, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n';
import { useDispatch, useSelector } from 'react-redux';
import { focusRing } from '@campus/ui';
import { styled } from 'styled-components';
import {
  selectAreaStarted,
  selectSearchPanelFailed,
  selectSearchPanelOpen,
  type ShellRoot,
} from './selectors';
import { searchPanelToggled } from './slice';

// Shown once the shell saga has started the search area, whose code is then already here.
const SearchPanelBody = lazy(() =>
  import('../features/search').then((search) => ({ default: search.SearchPanelBody })),
);

/** The side menu is 225 px wide; the panel slides out from its edge. */
const MENU_EDGE = 225;

const Panel = styled.aside`
  position: fixed;
  inset-block: 0;
  inset-inline-start: ${MENU_EDGE}px;
  z-index: 900;
  inline-size: min(380px, calc(100vw - ${MENU_EDGE}px));
  box-sizing: border-box;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: 20px;
  padding: 24px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border-inline-end: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.18);
  transition:
    transform 200ms ease,
    visibility 0s linear 200ms;
  transform: translateX(-100%);
  visibility: hidden;
  &:dir(rtl) {
    transform: translateX(100%);
  }
  &[data-open='true'] {
    transform: none;
    visibility: visible;
    transition: transform 200ms ease;
  }
  @media (max-width: 767.98px) {
    inset-inline-start: 0;
    inline-size: 100vw;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &[data-open='true'] {
      transition: none;
    }
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;

const Note = styled.p`
  margin: 0;
`;

const Close = styled.button`
  min-inline-size: 36px;
  min-block-size: 36px;
  border: 0;
  border-radius: 6px;
  background: none;
  color: inherit;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  ${focusRing}
`;

/**
 * The sliding search panel: a search form and popular search terms. Only this frame is
 * in the first script; the search area, with the body, loads on the first opening.
 */
export function SearchPanel() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const open = useSelector(selectSearchPanelOpen);
  const failed = useSelector(selectSearchPanelFailed);
  const ready = useSelector((state: ShellRoot) => selectAreaStarted(state, 'search'));
  const loading = <Note role="status">{t('search.panel.loading')}</Note>;

  /** Closing by Escape or the close button gives focus back to the menu button that opens it. */
  const close = () => {
    dispatch(searchPanelToggled());
    document.querySelector<HTMLElement>('[aria-controls="campus-search-panel"]')?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  };

  return (
    <Panel
      id="campus-search-panel"
      data-open={open}
      aria-labelledby="campus-search-panel-title"
      onKeyDown={onKeyDown}
    >
      <Header>
        <Title id="campus-search-panel-title">{t('search.panel.title')}</Title>
        <Close type="button" aria-label={t('search.panel.close')} onClick={close}>
          ×
        </Close>
      </Header>
      {open &&
        (failed ? (
          <Note role="alert">{t('search.panel.unavailable')}</Note>
        ) : ready ? (
          <Suspense fallback={loading}>
            <SearchPanelBody />
          </Suspense>
        ) : (
          loading
        ))}
    </Panel>
  );
}
