import { useParams } from 'react-router-dom';
import { TEXTS } from '../texts';
import { Page } from '../ui/Page';

export default function UserListPage() {
  const { slug } = useParams();
  return (
    <Page heading={TEXTS.userList.heading} intro={TEXTS.userList.intro}>
      <p data-slug={slug}>{slug}</p>
    </Page>
  );
}
