// What other feature folders may use of tips/ (the lint rule lets them import nothing else).
export { TipsPage } from './TipsPage';
