import { SiteList } from '../components/site-list.tsx';

/** rxconnects/donors/list: donor applications to review (decision 054). */
export default function DonorListPage() {
  return <SiteList kind="donor" />;
}
