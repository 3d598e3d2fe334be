/** The result grid: cards at least this wide, this far apart. */
export const CARD_MIN_WIDTH = 220;
export const GRID_GAP = 12;

/**
 * Up to this many results a section is rendered whole: find-in-page and a screen reader's reading
 * mode then meet every result of an ordinary search. Past it only the rows near the viewport are in
 * the page, so 2,000 results cost what 100 do; the code that windows them comes only then.
 */
export const WHOLE_LIST_LIMIT = 100;
