import { Select, Tooltip } from '@mantine/core';
import type { FacilitySelection } from '../lib/use-facility-selection.ts';

/** Spec §5/§9: the long name shows in a tooltip only for names of 30 characters or more, after 250 ms. */
const tooltipThreshold = 30;
const tooltipDelayMs = 250;

function longNameTip(name: string, longName: string | null | undefined): string | null {
  return name.length >= tooltipThreshold && longName ? longName : null;
}

export function FacilitySelect({ selection }: { selection: FacilitySelection }) {
  const { options, loading, failed, selected, select } = selection;
  const data = (options ?? []).map((o) => ({ value: o.value, label: o.text }));
  const longNames = new Map((options ?? []).map((o) => [o.value, o.additionalData]));
  const selectedTip = selected ? longNameTip(selected.name, selected.longName) : null;

  return (
    <Tooltip label={selectedTip} disabled={!selectedTip} openDelay={tooltipDelayMs} multiline maw={320}>
      <Select<number>
        label="Facility"
        placeholder={loading ? 'Loading…' : 'Select a facility'}
        data={data}
        value={selected?.id ?? null}
        onChange={(value) => select(value)}
        disabled={loading || failed}
        error={failed ? 'Facilities could not be loaded.' : undefined}
        searchable
        nothingFoundMessage="No facilities"
        // Inside the user-menu popover: a portal would count option clicks as clicks outside it.
        comboboxProps={{ withinPortal: false }}
        renderOption={({ option }) => {
          const tip = longNameTip(option.label, longNames.get(option.value));
          return tip ? (
            <Tooltip label={tip} openDelay={tooltipDelayMs} multiline maw={320} position="left">
              <span>{option.label}</span>
            </Tooltip>
          ) : (
            option.label
          );
        }}
      />
    </Tooltip>
  );
}
