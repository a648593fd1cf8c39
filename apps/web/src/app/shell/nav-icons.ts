import {
  type Icon,
  IconBook,
  IconCalendar,
  IconClock,
  IconCoin,
  IconHistory,
  IconHome,
  IconInfoCircle,
  IconList,
  IconMail,
} from '@tabler/icons-react';

/** Icon names used by the route table's `nav` entries. */
export const navIcons: Readonly<Record<string, Icon>> = {
  home: IconHome,
  book: IconBook,
  clock: IconClock,
  history: IconHistory,
  coin: IconCoin,
  list: IconList,
  calendar: IconCalendar,
  info: IconInfoCircle,
  mail: IconMail,
};
