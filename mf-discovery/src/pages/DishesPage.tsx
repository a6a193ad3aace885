import { TEXTS } from '../texts';
import { Page } from '../ui/Page';

export default function DishesPage() {
  return <Page heading={TEXTS.dishes.heading} intro={TEXTS.dishes.intro} />;
}
