/** How long a pointer rests on a trigger before its tooltip opens. */
export const TOOLTIP_DELAY_MS = 700;
