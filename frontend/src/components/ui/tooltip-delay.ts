/** The spec's tooltip delay (section 9). */
export const TOOLTIP_OPEN_DELAY_MS = 700;
