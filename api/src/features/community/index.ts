/** Community: notes (own and others'), moderation, ratings, the feed, taste neighbours and a member's data export. */
export { feedPage, tasteNeighbours } from './feed';
export { communityNotes, deleteOwnNote, hiddenNotes, reportNote, reviewHistory, reviewNote } from './notes';
export { deleteRating, ratingSummary, setRating } from './ratings';
export { tasteMatches } from './taste-match';
export { myData } from './my-data';
export { createNote, notesOn, updateNote } from './own-notes';
