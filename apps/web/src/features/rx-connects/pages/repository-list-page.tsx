import { SiteList } from '../components/site-list.tsx';

/** rxconnects/repositories/list: repository applications to review (decision 054). */
export default function RepositoryListPage() {
  return <SiteList kind="repository" />;
}
