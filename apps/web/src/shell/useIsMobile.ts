import { useViewportMatch } from '../kit/viewport';

/** Spec 1 §9: the menu becomes a top bar below 768 px. */
export const PHONE_QUERY = '(max-width: 767.98px)';

export const useIsMobile = () => useViewportMatch(PHONE_QUERY);
