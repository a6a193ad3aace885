import { Link } from 'react-router-dom';
import { dishPath, useGetTagCategoriesQuery } from '@vinkompassen/shared-contracts';
import { Page } from '@vinkompassen/ui-kit';
import { FoodIcon } from '../taste/foodIcons';
import { TEXTS } from '../texts';
import { useErrorBanner } from '../ui/hooks';
import { CardSkeletons } from '../ui/states';
import { DISHES, DISH_GROUPS, findDish, type Dish } from './dishes';
import './dishes.css';
import '../ui/page.css';

/** /dishes: pick a dish (a food symbol), grouped by kind of meal. */
export default function DishesPage() {
  const food = useGetTagCategoriesQuery({ slug: 'mat' });
  useErrorBanner(food.error);
  const tags = food.data?.find((c) => c.slug === 'mat')?.tags ?? [];
  const counts = new Map(tags.map((t) => [t.slug, t.product_count]));
  // Symbols the API knows but this page has no text for are still listed.
  const extra = tags.filter((t) => !DISHES.some((d) => d.slug === t.slug)).flatMap((t) => findDish(t.slug, t.name) ?? []);
  const dishes = [...DISHES, ...extra];

  return (
    <Page remote="discovery" heading={TEXTS.dishes.heading} intro={TEXTS.dishes.intro}>
      {food.isLoading ? (
        <CardSkeletons count={6} />
      ) : (
        DISH_GROUPS.map((group) => {
          const inGroup = dishes.filter((d) => d.group === group.id);
          if (!inGroup.length) return null;
          return (
            <section key={group.id} className="disc-dish-group" aria-labelledby={`dish-group-${group.id}`}>
              <h2 id={`dish-group-${group.id}`} className="disc-dish-group__heading">
                {group.name}
              </h2>
              <ul className="disc-grid disc-grid--dishes">
                {inGroup.map((dish) => (
                  <li key={dish.slug}>
                    <DishCard dish={dish} count={food.isError ? undefined : (counts.get(dish.slug) ?? 0)} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
    </Page>
  );
}

function DishCard({ dish, count }: { dish: Dish; count?: number }) {
  return (
    <article className="disc-card disc-dish-card" data-dish={dish.slug}>
      <span className="disc-symbol__icon disc-symbol__icon--large" aria-hidden="true">
        <FoodIcon slug={dish.slug} />
      </span>
      <div>
        <h3 className="disc-dish-card__name">
          <Link to={dishPath(dish.slug)} className="disc-stretched-link">
            {dish.name}
          </Link>
        </h3>
        {dish.examples && <p className="disc-dish-card__examples">{dish.examples}</p>}
        {count !== undefined && (
          <p className="disc-muted disc-dish-card__count">{count > 0 ? TEXTS.dishes.symbolCount(count) : TEXTS.dishes.noSymbol}</p>
        )}
      </div>
    </article>
  );
}
