// What other feature folders may use of stores/ (the lint rule lets them import nothing else).
export { default as BestStoresPanel } from './BestStoresPanel';
