// What other feature folders may use of likes/ (the lint rule lets them import nothing else).
export { WineActions } from './WineActions';
