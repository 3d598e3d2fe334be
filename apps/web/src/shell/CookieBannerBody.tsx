import { Button } from '@campus/ui';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../i18n';
import { useDispatch } from 'react-redux';
import { styled } from 'styled-components';
import { cookiesAccepted } from './slice';

const Banner = styled.section`
  position: fixed;
  inset-inline: 0;
  inset-block-end: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 24px;
  padding: 16px 24px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
  z-index: 900;
`;

/**
 * The banner itself, a chunk of its own (`CookieBanner.tsx` decides when it shows); the page
 * bottom is padded to its height while it shows (pinned by Shell.test.tsx).
 */
export default function CookieBannerBody() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const ref = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    const banner = ref.current;
    if (!banner) return;
    const pad = () => {
      document.body.style.paddingBlockEnd = `${banner.offsetHeight}px`;
    };
    // The observer's first report comes after the browser's own layout, before the banner is
    // painted: reading the height here instead would lay the whole page out in the middle of the
    // task that shows the banner, the longest of a phone's start-up.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(pad);
    if (observer) observer.observe(banner);
    else pad();
    return () => {
      observer?.disconnect();
      document.body.style.paddingBlockEnd = '';
    };
  }, []);

  return (
    <Banner ref={ref} aria-label={t('cookies.accept')} role="region">
      <p style={{ margin: 0, flex: '1 1 240px' }}>{t('cookies.message')}</p>
      <Button onClick={() => dispatch(cookiesAccepted())}>{t('cookies.accept')}</Button>
    </Banner>
  );
}
