import { SiteDetail } from '../components/site-detail.tsx';

/** rxconnects/donors/edit/{id}: a donor application, its decision and audit history (decision 054). */
export default function DonorEditPage() {
  return <SiteDetail kind="donor" />;
}
