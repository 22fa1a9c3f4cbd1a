/** The box an article cover is shown in (cropped to fit), so a page keeps its layout while it loads. */
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;
