import type { Option } from '@homer/contracts/envelope';
import {
  type KbDocument,
  type KbSaveBody,
  kbFormAlert,
  kbLimits,
  kbMessages,
  kbVideoIdPattern,
} from '@homer/contracts/knowledge-base';
import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { RequiredSelect } from '../../../shared/ui/required-select.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { saveKbDocument } from '../api/kb-commands.ts';
import { kbModuleOptionsQuery, kbPermissionRoleOptionsQuery } from '../api/kb-queries.ts';
import { uploadKbImage } from '../api/upload-image.ts';
import { kbReadersText } from '../lib/readers.ts';
import { Busy } from './busy.tsx';
import { PanelHeader } from './panel-header.tsx';

// The editor is a large download that readers never need.
const RichTextEditor = lazy(() => import('../../../shared/ui/rich-text-editor.tsx'));

type Props = {
  /** null while creating (spec §4.9). */
  doc: KbDocument | null;
  onSaved: (doc: KbDocument) => void;
  onCancel: () => void;
  onClose: () => void;
};

const toData = (options: readonly Option[] | undefined) =>
  (options ?? []).map((o) => ({ value: String(o.value), label: o.text }));

/** A 400 is the form's refusal (the api client skipped it): shown in the alert; other failures it reported. */
function formRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  return refusalMessage(error) ?? error.message;
}

async function uploadImage(file: File) {
  const image = await uploadKbImage(file);
  return { src: image.url, alt: image.fileName };
}

/** The Edit/Create form of spec §2.4; the §5 messages accumulate in its alert and nothing is sent while any applies. */
export function DocumentForm({ doc, onSaved, onCancel, onClose }: Props) {
  const headingId = useId();
  const [title, setTitle] = useState(doc?.title ?? '');
  const [videoId, setVideoId] = useState(doc?.videoId ?? '');
  const [module, setModule] = useState<number | null>(doc?.module ?? null);
  const [permissionRole, setPermissionRole] = useState<number | null>(doc?.permissionRole ?? null);
  const [description, setDescription] = useState(doc?.description ?? '');
  const [content, setContent] = useState(doc?.content ?? '');
  const [alert, setAlert] = useState('');
  const [saving, setSaving] = useState(false);
  const modules = useQuery(kbModuleOptionsQuery);
  const roles = useQuery({ ...kbPermissionRoleOptionsQuery(module ?? 0), enabled: module !== null });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    let refused = kbFormAlert({ module, title, permissionRole });
    if (videoId.trim() && !kbVideoIdPattern.test(videoId.trim())) refused += kbMessages.videoIdInvalid;
    setAlert(refused);
    if (refused) return;
    const body: KbSaveBody = {
      documentId: doc?.documentId ?? 0,
      module,
      permissionRole,
      title,
      description,
      content,
      videoId: videoId.trim() || null,
    };
    setSaving(true);
    try {
      const result = await saveKbDocument(body);
      if (result.message) toast.systemMessage({ message: result.message, messageClass: result.messageClass });
      if (result.isSuccessful && result.value) onSaved(result.value);
      else setAlert(result.message ?? '');
    } catch (error) {
      const message = formRefusal(error);
      if (message) {
        setAlert(message);
        toast.systemMessage({ message, messageClass: 'error' });
      }
      // Other failures were reported by the api client.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <PanelHeader
        title={doc ? 'Edit Document' : 'New Document'}
        onClose={onClose}
        headingId={headingId}
        takeFocus
      />
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Title"
            withAsterisk
            maxLength={kbLimits.title}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
          />
          <TextInput
            label="Video ID"
            description="The id of a video on the video-hosting service, e.g. dQw4w9WgXcQ."
            maxLength={20}
            value={videoId}
            onChange={(e) => setVideoId(e.currentTarget.value)}
          />
          <RequiredSelect
            label="Module"
            withAsterisk
            placeholder="Choose a module"
            data={toData(modules.data)}
            value={module === null ? null : String(module)}
            onChange={(value) => {
              setModule(value ? Number(value) : null);
              // Spec §5: another module has other permission choices.
              setPermissionRole(null);
            }}
          />
          <RequiredSelect
            label="Minimum Permission"
            withAsterisk
            placeholder={module === null ? 'Choose a module first' : 'Choose a permission'}
            disabled={module === null}
            data={toData(roles.data)}
            value={permissionRole === null ? null : String(permissionRole)}
            onChange={(value) => setPermissionRole(value === null ? null : Number(value))}
            description={
              module !== null && permissionRole !== null
                ? kbReadersText({ module, permissionRole })
                : 'The lowest level of the module’s access that may read the document.'
            }
          />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            maxRows={6}
            maxLength={kbLimits.description}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
          <Suspense fallback={<Busy label="Loading the editor" />}>
            <RichTextEditor
              label="Content"
              initialValue={doc?.content ?? ''}
              onChange={setContent}
              onUploadImage={uploadImage}
              onUploadError={(error) =>
                toast.error(error instanceof Error ? error.message : 'The image could not be uploaded.')
              }
            />
          </Suspense>
          {content.includes('<img') && (
            <Alert color="yellow" variant="light">
              {kbMessages.imageUploadWarning}
            </Alert>
          )}
          {alert && (
            <Alert color="red" role="alert">
              {alert}
            </Alert>
          )}
          <Group justify="flex-end">
            {doc && (
              <Button variant="default" onClick={onCancel}>
                Cancel
              </Button>
            )}
            <Button type="submit" loading={saving}>
              {kbMessages.saveChanges}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
