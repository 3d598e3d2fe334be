import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n';
import { useDispatch, useSelector } from 'react-redux';
import { styled } from 'styled-components';
import type { RootState } from '../../app/store';
import { searchPanelToggled } from '../../shell/slice';
import { PopularTerms } from './PopularTerms';
import { SearchForm } from './SearchForm';

/** Spec 1 §9: the side menu is 225 px wide; the panel slides out from its edge. */
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

const Subtitle = styled.h3`
  margin: 0 0 8px;
  font-size: 1rem;
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
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/**
 * The sliding search panel (spec 1 §2): a search form and popular search terms. It stays in the
 * first bundle, so it holds no data of its own until opened (the search saga loads the terms then).
 */
export function SearchPanel() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const open = useSelector((state: RootState) => state.shell.searchPanelOpen);
  const input = useRef<HTMLInputElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!open) return;
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    input.current?.focus();
  }, [open]);

  /** Closing by Escape or the close button gives focus back to whatever opened the panel. */
  const close = () => {
    dispatch(searchPanelToggled());
    returnTo.current?.focus();
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
      {/* Remounted on each opening, so the box starts empty rather than with an abandoned term. */}
      {open && <SearchForm key="open" inputRef={input} />}
      <section aria-labelledby="campus-search-panel-popular">
        <Subtitle id="campus-search-panel-popular">{t('search.popular.title')}</Subtitle>
        {open && <PopularTerms labelledBy="campus-search-panel-popular" />}
      </section>
    </Panel>
  );
}
