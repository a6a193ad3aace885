// What other feature folders may use of user-lists/ (the lint rule lets them import nothing else).
export { ListCard } from './ListCard';
export { ListDescriptionField, ListNameField, VisibilityField } from './ListFields';
export { isValid, validateListForm } from './listForm';
