import { SiteDetail } from '../components/site-detail.tsx';

/** rxconnects/repositories/edit/{id}: a repository application, its decision and audit history (decision 054). */
export default function RepositoryEditPage() {
  return <SiteDetail kind="repository" />;
}
