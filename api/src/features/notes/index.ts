/** Tasting notes on wines. */
export { notesOf } from './queries';
