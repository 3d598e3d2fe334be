import { useViewportMatch } from '../kit/viewport';

/** The menu becomes a top bar below 768 px. */
export const PHONE_QUERY = '(max-width: 767.98px)';

export const useIsMobile = () => useViewportMatch(PHONE_QUERY);
