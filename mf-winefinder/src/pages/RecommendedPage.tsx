import { TipsPage } from '../tips/TipsPage';

/** Mounted by the shell at /recommended ('Våra tips'). */
export default function RecommendedPage() {
  return <TipsPage />;
}
