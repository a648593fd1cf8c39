import { fdaRecallLimits, fdaRecallMessages } from '@homer/contracts/fda-recalls';
import { Alert, Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../shared/ui/toast.ts';
import { recallListKey, recallWidgetKey, uploadRecalls } from '../api/fda-recalls-api.ts';

/** An NDC administrator imports an openFDA drug enforcement file (the API's JSON, or its download). */
export function RecallUpload() {
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setOpened(false);
    setFile(null);
    setError(null);
  };
  const submit = async () => {
    if (!file) return setError(fdaRecallMessages.fileRequired);
    if (file.size > fdaRecallLimits.uploadBytes) return setError(fdaRecallMessages.fileTooLarge);
    setBusy(true);
    setError(null);
    try {
      const message = await uploadRecalls(file);
      toast.success(message);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: recallListKey }),
        queryClient.invalidateQueries({ queryKey: recallWidgetKey }),
      ]);
      close();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button leftSection={<IconUpload size={18} aria-hidden="true" />} onClick={() => setOpened(true)}>
        Upload openFDA File
      </Button>
      <Modal opened={opened} onClose={close} title="Upload openFDA Recalls">
        <Stack>
          <Text size="sm">
            A JSON file from openFDA's drug enforcement endpoint ({'{'}meta, results{'}'}), at most{' '}
            {fdaRecallLimits.uploadBytes / 1024 / 1024} MB. Recalls are added or updated by recall number.
          </Text>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <FileInput label="File" accept="application/json,.json" value={file} onChange={setFile} clearable />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={submit} loading={busy}>
              Upload
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
