import { ActionIcon, Group, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

type Props = {
  title: string;
  onClose: () => void;
  headingId: string;
  /**
   * Move focus to the heading: set when the panel changes under a button that goes away with it (Edit, Cancel,
   * Save Changes), so keyboard users are not left on the page's body.
   */
  takeFocus?: boolean;
};

/** The panel's heading and its close icon (spec §2.4). */
export function PanelHeader({ title, onClose, headingId, takeFocus = false }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The title is a dependency so the loaded document's heading, not the loading one, keeps the focus.
    if (takeFocus && title) heading.current?.focus();
  }, [takeFocus, title]);
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap">
      <Title
        ref={heading}
        order={2}
        size="h3"
        id={headingId}
        tabIndex={-1}
        style={{ overflowWrap: 'anywhere', outlineOffset: 2 }}
      >
        {title}
      </Title>
      <ActionIcon variant="subtle" color="gray" onClick={onClose} aria-label="Close document">
        <IconX size={18} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}
