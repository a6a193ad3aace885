// What other feature folders may use of wines/ (the lint rule lets them import nothing else).
export { WineList, WineListSkeleton } from './WineList';
