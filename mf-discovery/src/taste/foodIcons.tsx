import './food-icons.css';

/** The icon of one food symbol (its drawing is in food-icons.css; a plate for symbols without one). */
export function FoodIcon({ slug }: { slug: string }) {
  return <span className={`disc-food-icon disc-food-icon--${slug}`} aria-hidden="true" />;
}
