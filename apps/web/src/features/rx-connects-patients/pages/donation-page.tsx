import { Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { routeCrumb } from '../../../shared/lib/route-crumb.ts';
import { RecordEditFrame } from '../../../shared/ui/record-edit-frame.tsx';
import { RxConnectsTabs } from '../../rx-connects/components/rx-connects-tabs.tsx';
import { rxDonationOptionsQuery, rxDonationQuery } from '../api/rx-donations.ts';
import { DonationView } from '../components/donation-view.tsx';
import { rxDonationListPath, rxDonationPath } from '../lib/rx-patient-paths.ts';

// The receipt's form (its fields, the contract's rules) loads for donation 0 only: a received donation is read-only.
const DonationForm = lazy(() =>
  import('../components/donation-form.tsx').then((m) => ({ default: m.DonationForm })),
);

/**
 * rxconnects/donations/edit/{id}: 0 receives a new donation; otherwise the received donation, read-only. Donations
 * are ledger records: a mistake is put right by the stock screens, never by editing the donation.
 */
export default function DonationPage() {
  const params = useParams();
  const id = params.id === '0' ? 0 : positiveId(params.id);
  const navigate = useNavigate();
  const donation = useQuery({ ...rxDonationQuery(id ?? 0), enabled: !!id });
  const options = useQuery({ ...rxDonationOptionsQuery, enabled: id === 0 });
  if (id === null) return <Navigate to={rxDonationListPath} replace />;
  const toList = () => navigate(rxDonationListPath);
  const receiving = id === 0;
  return (
    <Stack gap="md">
      <RxConnectsTabs />
      <RecordEditFrame
        trail={[routeCrumb('rxDonationList')]}
        pageTitle={receiving ? 'Receive Donation' : 'Rx Connects Donation'}
        record={donation.data ? `#${donation.data.id}` : null}
        loading={receiving ? options.isPending : donation.isPending}
        error={receiving ? options.error : donation.error}
        noun={receiving ? 'donation form' : 'donation'}
        onBack={toList}
      >
        {receiving
          ? options.data && (
              <Suspense fallback={<Loader size="sm" aria-label="Loading" />}>
                <DonationForm
                  options={options.data}
                  onReceived={(received) =>
                    navigate(received ? rxDonationPath(received) : rxDonationListPath, { replace: true })
                  }
                  onCancel={toList}
                />
              </Suspense>
            )
          : donation.data && <DonationView donation={donation.data} />}
      </RecordEditFrame>
    </Stack>
  );
}
