import { useParams } from 'react-router-dom';
import { TEXTS } from '../texts';
import { Page } from '../ui/Page';

export default function DishPage() {
  const { slug } = useParams();
  return (
    <Page heading={TEXTS.dish.heading} intro={TEXTS.dish.intro}>
      <p data-slug={slug}>{slug}</p>
    </Page>
  );
}
