import {
  type Icon,
  IconBook,
  IconBuilding,
  IconBuildingHospital,
  IconCalendar,
  IconClock,
  IconCoin,
  IconHistory,
  IconHome,
  IconInfoCircle,
  IconList,
  IconMail,
  IconUsers,
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
  users: IconUsers,
  building: IconBuilding,
  'building-hospital': IconBuildingHospital,
};
