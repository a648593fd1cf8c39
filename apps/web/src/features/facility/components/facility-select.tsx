import { Button, Select, Stack, Tooltip } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { FacilitySelection } from '../lib/use-facility-selection.ts';
import { FacilityInfoPanel } from './facility-info.tsx';

/** Spec §5/§9: the long name shows in a tooltip only for names of 30 characters or more, after 250 ms. */
const tooltipThreshold = 30;
const tooltipDelayMs = 250;

function longNameTip(name: string, longName: string | null | undefined): string | null {
  return name.length >= tooltipThreshold && longName ? longName : null;
}

/** The user menu's facility: the selector, and the selected facility's info, opened by choosing it (§4.6). */
export function FacilitySelect({ selection }: { selection: FacilitySelection }) {
  const { options, loading, failed, selected, select } = selection;
  const [infoOpen, setInfoOpen] = useState(false);
  const infoId = useId();
  const data = (options ?? []).map((o) => ({ value: o.value, label: o.text }));
  const longNames = new Map((options ?? []).map((o) => [o.value, o.additionalData]));
  const selectedTip = selected ? longNameTip(selected.name, selected.longName) : null;

  return (
    <Stack gap={4}>
      <Tooltip label={selectedTip} disabled={!selectedTip} openDelay={tooltipDelayMs} multiline maw={320}>
        <Select<number>
          label="Facility"
          placeholder={loading ? 'Loading…' : 'Select a facility'}
          data={data}
          value={selected?.id ?? null}
          onChange={(value) => {
            select(value);
            setInfoOpen(value !== null);
          }}
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
      {selected && (
        <Button
          variant="subtle"
          size="compact-sm"
          justify="space-between"
          rightSection={
            infoOpen ? (
              <IconChevronUp size={16} aria-hidden="true" />
            ) : (
              <IconChevronDown size={16} aria-hidden="true" />
            )
          }
          aria-expanded={infoOpen}
          aria-controls={infoOpen ? infoId : undefined}
          onClick={() => setInfoOpen((open) => !open)}
        >
          Facility info
        </Button>
      )}
      {selected && infoOpen && <FacilityInfoPanel facilityId={selected.id} id={infoId} />}
    </Stack>
  );
}
