import { Anchor, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
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
  const title = id === 0 ? 'New HEROS Round' : `HEROS Round${round.data ? `: ${round.data.name}` : ''}`;
  return (
    <HerosFrame>
      <Stack gap="md">
        <Anchor component={Link} to={listPath} size="sm">
          Back to HEROS Rounds
        </Anchor>
        <Title order={1} size="h2">
          {title}
        </Title>
        {round.isPending && <PageLoader />}
        {round.isError && <LoadFailure what="round" error={round.error} retry={round.refetch} />}
        {round.data && <RoundForm key={round.data.id} round={round.data} />}
      </Stack>
    </HerosFrame>
  );
}
