/** Users' wine lists: ownership, saving and their public shape. */
export { listsOwnedBy, savedListsOf } from './queries';
export { findList, serializeList, serializeLists } from './serialize';
export { addProductToList, deleteList, insertList, publicLists, removeProductFromList, saveList, unsaveList, updateList } from './queries';
export { findOwnList, findVisibleList, LIST_NOT_FOUND } from './serialize';
