// What other feature folders may use of stores/ (the lint rule lets them import nothing else).
export { InStoreTwinOnRequest } from './InStoreTwin';
export { StockBadge, StockDemoNote } from './StockBadge';
export { StoreStock } from './StoreStock';
