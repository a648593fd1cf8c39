import { mobileScanningMessages as m, type PhoneScan } from '@homer/contracts/mobile-scanning';
import { Badge, Group, Table, Text } from '@mantine/core';

function formatNdc(scan: PhoneScan): string {
  return scan.ndc ?? scan.gs1?.ndc ?? '';
}

/** The scans received while the page is open, newest first, with what their GS1 data says. */
export function ScanTable({ scans }: { scans: readonly PhoneScan[] }) {
  if (scans.length === 0) return <Text c="dimmed">{m.noScans}</Text>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped data-testid="phone-scans">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Time</Table.Th>
            <Table.Th>Value</Table.Th>
            <Table.Th>NDC</Table.Th>
            <Table.Th>Product</Table.Th>
            <Table.Th>Lot</Table.Th>
            <Table.Th>Expiry</Table.Th>
            <Table.Th>Serial</Table.Th>
            <Table.Th>Flags</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {scans.map((scan) => (
            <Table.Tr key={`${scan.scannedAt}-${scan.value}`}>
              <Table.Td>{new Date(scan.scannedAt).toLocaleTimeString()}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>{scan.value}</Table.Td>
              <Table.Td>{formatNdc(scan)}</Table.Td>
              <Table.Td>{scan.productName ?? ''}</Table.Td>
              <Table.Td>{scan.gs1?.lot ?? ''}</Table.Td>
              <Table.Td>{scan.gs1?.expiry ?? ''}</Table.Td>
              <Table.Td>{scan.gs1?.serial ?? ''}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {scan.expired && <Badge color="orange">{m.expired}</Badge>}
                  {scan.recalled && (
                    <Badge color="red" title={scan.recallNumbers.join(', ')}>
                      {m.recalled} {scan.recallNumbers.join(', ')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
