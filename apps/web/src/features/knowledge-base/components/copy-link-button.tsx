import { Button } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { routeCrumb } from '../../../shared/lib/route-crumb.ts';
import { toast } from '../../../shared/ui/toast.ts';

/** The document's absolute address (decision 090): what staff paste into a ticket reply. */
function kbDocumentUrl(documentId: number): string {
  return `${window.location.origin}${routeCrumb('knowledgeBaseDocument', { documentId }).to}`;
}

async function copyLink(documentId: number) {
  const url = kbDocumentUrl(documentId);
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Link copied.');
  } catch {
    // The browser may refuse the clipboard (no permission, or not a secure origin): show the address to copy by hand.
    toast.warning(`The link could not be copied. Copy it from here: ${url}`, { autoCloseMs: false });
  }
}

/** Copies the document's address, so it can be sent to someone. */
export function CopyLinkButton({ documentId }: { documentId: number }) {
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconLink size={14} aria-hidden="true" />}
      onClick={() => void copyLink(documentId)}
    >
      Copy link
    </Button>
  );
}
