// What other feature folders may use of taste/ (the lint rule lets them import nothing else).
export { FoodSymbols } from './FoodSymbols';
export { TasteClocks } from './TasteClocks';
export { FoodIcon } from './foodIcons';
