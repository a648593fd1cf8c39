import { Box, Group, Text, VisuallyHidden } from '@mantine/core';

/** A green dot for someone online, a hollow grey one otherwise; screen readers hear the word. */
export function OnlineDot({ online }: { online: boolean }) {
  return (
    <>
      <Box
        component="span"
        aria-hidden="true"
        style={{
          display: 'inline-block',
          flex: 'none',
          width: 10,
          height: 10,
          borderRadius: '50%',
          background: online ? 'var(--mantine-color-green-7)' : 'transparent',
          border: `2px solid ${online ? 'var(--mantine-color-green-7)' : 'var(--mantine-color-gray-6)'}`,
        }}
      />
      <VisuallyHidden>{online ? '(online)' : '(offline)'}</VisuallyHidden>
    </>
  );
}

/** A person's name after their online dot. */
export function Person({ name, online, size = 'sm' }: { name: string; online: boolean; size?: string }) {
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <OnlineDot online={online} />
      <Text span size={size} style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
    </Group>
  );
}
