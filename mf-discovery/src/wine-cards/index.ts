// What other feature folders may use of wine-cards/ (the lint rule lets them import nothing else).
export { ProductCard, ProductGrid, WineMarks } from './ProductCard';
