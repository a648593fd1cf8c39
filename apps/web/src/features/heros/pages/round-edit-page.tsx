import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { isNotFound } from '../../../shared/lib/is-not-found.ts';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { routeCrumb } from '../../../shared/lib/route-crumb.ts';
import { NotFoundScreen } from '../../../shared/ui/not-found-screen.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { RecordHeader } from '../../../shared/ui/record-header.tsx';
import { roundQuery } from '../api/heros-queries.ts';
import { HerosFrame } from '../components/heros-frame.tsx';
import { LoadFailure } from '../components/load-failure.tsx';
import { RoundForm } from '../components/round-form.tsx';

const listPath = '/heros/rounds/list';

/** heros/rounds/edit/{id} (HEROS Manager); id 0 creates a round. */
export default function RoundEditPage() {
  const params = useParams();
  const id = params.id === '0' ? 0 : positiveId(params.id);
  const round = useQuery({ ...roundQuery(id ?? 0), enabled: id !== null });
  if (id === null) return <Navigate to={listPath} replace />;
  // A round that does not exist: the 404 screen, with the list to go back to (decision 085).
  if (isNotFound(round.error)) return <NotFoundScreen back={routeCrumb('herosRoundList')} />;
  return (
    <HerosFrame>
      <Stack gap="md">
        <RecordHeader
          trail={[routeCrumb('herosRoundList')]}
          pageTitle={id === 0 ? 'New HEROS Round' : 'HEROS Round'}
          record={id === 0 ? null : round.data?.name}
          loading={id !== 0 && round.isPending}
        />
        {round.isPending && <PageLoader />}
        {round.isError && <LoadFailure what="round" error={round.error} retry={round.refetch} />}
        {round.data && <RoundForm key={round.data.id} round={round.data} />}
      </Stack>
    </HerosFrame>
  );
}
