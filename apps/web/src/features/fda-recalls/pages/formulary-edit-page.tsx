import { Alert, Button, Paper, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { isNotFound } from '../../../shared/lib/is-not-found.ts';
import { routeCrumb } from '../../../shared/lib/route-crumb.ts';
import { AuditHistoryModal } from '../../../shared/ui/audit-history-modal.tsx';
import { NotFoundScreen } from '../../../shared/ui/not-found-screen.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { RecordHeader } from '../../../shared/ui/record-header.tsx';
import {
  formularyListKey,
  getNdcProduct,
  getNdcProductAudit,
  ndcProductHistoryKey,
  ndcProductKey,
} from '../api/fda-recalls-api.ts';
import { formularyEditPath } from '../components/formulary-columns.tsx';
import { FormularyForm } from '../components/formulary-form.tsx';

const listPath = '/ndcs/formulary/list';

/** ndcs/formulary/edit/:id (NDC SystemAdmin; 0 = new): a formulary product, its history once saved. */
export default function FormularyEditPage() {
  const params = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [historyOpen, setHistoryOpen] = useState(false);
  const id = /^\d{1,10}$/.test(params.id ?? '') ? Number(params.id) : null;
  const product = useQuery({
    queryKey: ndcProductKey(id ?? 0),
    queryFn: ({ signal }) => getNdcProduct(id ?? 0, signal),
    enabled: id !== null && id > 0,
    retry: false,
  });
  if (id === null) return <Navigate to={listPath} replace />;
  if (id > 0 && product.isPending) return <PageLoader />;
  // A product that does not exist: the 404 screen, with the formulary to go back to (decision 085).
  if (isNotFound(product.error)) return <NotFoundScreen back={routeCrumb('ndcFormularyList')} />;
  const saved = product.data;
  return (
    <Stack gap="md">
      <RecordHeader
        trail={[routeCrumb('ndcFormularyList')]}
        pageTitle={id === 0 ? 'New NDC Product' : 'NDC Product'}
        record={saved && `${saved.productName} (${saved.ndc})`}
        actions={
          id > 0 &&
          saved && (
            <Button variant="default" onClick={() => setHistoryOpen(true)}>
              History
            </Button>
          )
        }
      />
      {product.isError ? (
        <Alert color="red">{product.error.message}</Alert>
      ) : (
        <Paper withBorder p="lg" radius="md" maw={760}>
          <FormularyForm
            key={product.data?.id ?? 0}
            product={product.data ?? null}
            onCancel={() => navigate(listPath)}
            onSaved={async (saved) => {
              queryClient.setQueryData(ndcProductKey(saved.id), saved);
              await queryClient.invalidateQueries({ queryKey: formularyListKey });
              await queryClient.invalidateQueries({ queryKey: ndcProductHistoryKey(saved.id) });
              if (id === 0) navigate(formularyEditPath(saved.id), { replace: true });
            }}
          />
        </Paper>
      )}
      {id > 0 && (
        <AuditHistoryModal
          title="NDC Product History"
          opened={historyOpen}
          onClose={() => setHistoryOpen(false)}
          queryKey={ndcProductHistoryKey(id)}
          fetchRows={() => getNdcProductAudit(id)}
        />
      )}
    </Stack>
  );
}
