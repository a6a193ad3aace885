import { TipsPage } from '../tips';

/** Mounted by the shell at /recommended ('Våra tips'). */
export default function RecommendedPage() {
  return <TipsPage />;
}
