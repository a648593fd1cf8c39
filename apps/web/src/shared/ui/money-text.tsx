import { IconAlertTriangle } from '@tabler/icons-react';
import { formatMoney, isNegativeMoney } from '../lib/format-money.ts';

/** Negative money keeps the page's own background, so the error colour stays readable on the spec's row colours. */
const negativeStyle = {
  color: 'var(--mantine-color-error)',
  backgroundColor: 'var(--mantine-color-body)',
  borderRadius: 4,
  padding: '0 4px',
  fontWeight: 700,
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
} as const;

/**
 * An amount as the screens show it, never broken across lines. Below zero (an overspent budget) it is shown with
 * its sign, in the error colour and with a warning icon, so it is not told by colour alone (issue 10).
 */
export function MoneyText({ amount }: { amount: string | null | undefined }) {
  const text = formatMoney(amount);
  if (!isNegativeMoney(amount)) return <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;
  return (
    <span style={{ ...negativeStyle, whiteSpace: 'nowrap' }} data-negative-money="">
      <IconAlertTriangle size={14} aria-hidden="true" />
      {text}
    </span>
  );
}
