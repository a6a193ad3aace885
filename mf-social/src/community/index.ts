// What other feature folders may use of community/ (the lint rule lets them import nothing else).
export { RatingControl } from './RatingControl';
