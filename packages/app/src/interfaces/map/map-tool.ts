import type { DrawShape } from './geometry-value.js';

/** The read-only mode: the shapes are shown, nothing reacts to the mouse. */
export const STATIC_MODE = 'static';

/** What a click on the map does: draw a shape, select (then move or delete) one, or nothing (read-only). */
export type MapTool = DrawShape | 'select' | typeof STATIC_MODE;
