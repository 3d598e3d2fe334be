import { useViewportMatch } from '../kit/viewport';

/** Spec 1 §9: the menu becomes a top bar below 768 px. */
const QUERY = '(max-width: 767.98px)';

export const useIsMobile = () => useViewportMatch(QUERY);
