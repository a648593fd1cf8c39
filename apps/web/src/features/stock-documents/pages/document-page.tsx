import { documentKindLabel } from '@homer/contracts/stock-documents';
import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { isNotFound } from '../../../shared/lib/is-not-found.ts';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { routeCrumb } from '../../../shared/lib/route-crumb.ts';
import { NotFoundScreen } from '../../../shared/ui/not-found-screen.tsx';
import { RecordHeader } from '../../../shared/ui/record-header.tsx';
import { documentQuery } from '../api/stock-documents-api.ts';
import { DocumentDetails } from '../components/document-details.tsx';
import { DocumentLines } from '../components/document-lines.tsx';

/** inventories/stock/documents/{id}: one posted document, its lines, and the documents it is tied to. */
export default function DocumentPage() {
  const id = positiveId(useParams().id);
  const document = useQuery({ ...documentQuery(id ?? 0), enabled: id !== null });
  if (id === null) return <Navigate to="/inventories/stock/documents/list" replace />;
  if (isNotFound(document.error)) return <NotFoundScreen back={routeCrumb('stockDocumentList')} />;
  const data = document.data;
  return (
    <Stack gap="md">
      <RecordHeader
        trail={[routeCrumb('stockDocumentList')]}
        pageTitle="Stock Document"
        record={data && `${documentKindLabel(data.kind)} #${data.id}`}
        loading={document.isPending}
      />
      {document.isPending && <Loader size="sm" aria-label="Loading" />}
      {document.isError && !isNotFound(document.error) && (
        <Alert color="red" role="alert">
          The document could not be loaded.
        </Alert>
      )}
      {data && (
        <>
          <DocumentDetails document={data} />
          <Title order={2} size="h3">
            Lines
          </Title>
          <DocumentLines lines={data.lines} lineCount={data.lineCount} />
        </>
      )}
    </Stack>
  );
}
