import { NotFoundScreen } from '../../../shared/ui/not-found-screen.tsx';

/** /404, and any address the route table does not know (decision 085). */
export default function NotFoundPage() {
  return <NotFoundScreen />;
}
