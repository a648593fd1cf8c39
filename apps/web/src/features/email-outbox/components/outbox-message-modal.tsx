import { Alert, Anchor, Button, Center, Code, Group, Loader, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { outboxMessageQueryOptions } from '../api/get-outbox-message.ts';
import { formatSentTime } from './format-sent-time.ts';
import { atOrigin, splitLinks } from './mail-links.ts';

type Props = { id: number; opened: boolean; onClose: () => void };

/**
 * Mail HTML is untrusted: DOMPurify drops scripts, handlers, styles and forms before the browser sees it.
 * Images without a text alternative are marked decorative, as a screen reader would otherwise read the file name.
 */
function sanitizeMailHtml(html: string): string {
  const fragment = DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form'], RETURN_DOM_FRAGMENT: true });
  for (const image of fragment.querySelectorAll('img:not([alt])')) image.setAttribute('alt', '');
  // A link in a kept message opens beside the outbox, without handing it this page.
  for (const link of fragment.querySelectorAll('a[href]')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

function SafeHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeMailHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify in sanitizeMailHtml.
  return <div dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** The text body as text, with its web addresses as links. */
function LinkedText({ text }: { text: string }) {
  const parts = useMemo(() => splitLinks(text), [text]);
  return parts.map((part, index) =>
    part.href ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder.
      <Anchor key={index} href={part.href} target="_blank" rel="noopener noreferrer" inherit>
        {part.text}
      </Anchor>
    ) : (
      part.text
    ),
  );
}

/** One kept message: the text body as text, and the HTML body (when there is one) sanitized. */
export function OutboxMessageModal({ id, opened, onClose }: Props) {
  const message = useQuery({ ...outboxMessageQueryOptions(id), enabled: opened });
  const data = message.data;
  const origin = window.location.origin;
  const textBody = data && (
    <Code
      block
      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: '55vh', overflowY: 'auto' }}
    >
      <LinkedText text={atOrigin(data.textBody, data.linkBase, origin)} />
    </Code>
  );
  return (
    <Modal opened={opened} onClose={onClose} title="View Email" size="xl">
      {message.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading" />
        </Center>
      ) : message.isError || !data ? (
        <Alert color="red" role="alert">
          It could not be loaded.
        </Alert>
      ) : (
        <Stack gap="xs">
          <Text size="sm">
            <strong>To:</strong> {data.toAddress}
          </Text>
          <Text size="sm">
            <strong>Subject:</strong> {data.subject}
          </Text>
          <Text size="sm">
            <strong>Created:</strong> {formatSentTime(data.createdAt)}
          </Text>
          {data.failure && (
            <Text size="sm" c="red.9">
              <strong>Not delivered:</strong> {data.failure}
            </Text>
          )}
          {data.htmlBody ? (
            <Tabs defaultValue="text">
              <Tabs.List>
                <Tabs.Tab value="text">Text</Tabs.Tab>
                <Tabs.Tab value="html">HTML</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="text" pt="xs">
                {textBody}
              </Tabs.Panel>
              <Tabs.Panel value="html" pt="xs">
                <SafeHtml html={atOrigin(data.htmlBody, data.linkBase, origin)} />
              </Tabs.Panel>
            </Tabs>
          ) : (
            textBody
          )}
        </Stack>
      )}
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>Close</Button>
      </Group>
    </Modal>
  );
}
