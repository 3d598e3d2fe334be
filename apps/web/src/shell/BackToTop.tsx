import { useEffect, useRef, useState, type TransitionEvent } from 'react';
import { useTranslation } from '../i18n';
import { focusRing } from '@campus/ui';
import { styled } from 'styled-components';

/** Scroll handling is throttled to 200 ms; the button hides 2.5 s after its transition ends. */
export const BACK_TO_TOP_THROTTLE_MS = 200;
export const BACK_TO_TOP_HIDE_MS = 2500;

const Button = styled.button<{ $shown: boolean }>`
  position: fixed;
  inset-inline-end: 24px;
  inset-block-end: 24px;
  min-block-size: 44px;
  padding-inline: 16px;
  border: 0;
  border-radius: 22px;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font: inherit;
  cursor: pointer;
  /* Slides rather than fades: a half-transparent button would fail contrast while it moves. */
  transform: ${({ $shown }) => ($shown ? 'none' : 'translateY(calc(100% + 32px))')};
  visibility: ${({ $shown }) => ($shown ? 'visible' : 'hidden')};
  transition:
    transform 0.2s,
    visibility 0.2s;
  z-index: 800;
  ${focusRing}
`;

/**
 * Appears while the user scrolls up above the top, scroll handling throttled to 200 ms,
 * and hides 2.5 s after its appearing transition ends. Its code comes with the page's first scroll
 * (`BackToTopOnScroll`), which passes where that scroll was: a move up while the code was on its
 * way shows it as soon as it is here.
 */
function BackToTop({ from }: { from: number }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const last = useRef(from);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    let throttled = false;
    const onScroll = () => {
      if (throttled) return;
      throttled = true;
      setTimeout(() => {
        throttled = false;
        const y = window.scrollY;
        const up = y < last.current;
        last.current = y;
        setShown(up && y > 0);
      }, BACK_TO_TOP_THROTTLE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(hideTimer.current);
    };
  }, []);

  const onTransitionEnd = (event: TransitionEvent) => {
    if (event.propertyName !== 'transform') return;
    clearTimeout(hideTimer.current);
    if (shown) hideTimer.current = setTimeout(() => setShown(false), BACK_TO_TOP_HIDE_MS);
  };

  return (
    <Button
      type="button"
      $shown={shown}
      onTransitionEnd={onTransitionEnd}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: 'smooth' });
        setShown(false);
      }}
    >
      {t('backToTop')}
    </Button>
  );
}

export default BackToTop;
