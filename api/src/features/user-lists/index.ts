/** Users' wine lists: ownership, saving and their public shape. */
export { listsOwnedBy, savedListsOf } from './queries';
export { findList, serializeList, serializeLists } from './serialize';
