import {
  type Icon,
  IconBuildingStore,
  IconHeartHandshake,
  IconHelp,
  IconHome,
  IconInfoSquareRounded,
  IconReportMoney,
  IconSettings,
} from '@tabler/icons-react';

/** What the bar draws on its first paint: Dashboard and the areas of decision 082 (page icons: nav-page-icons.ts). */
export const navFirstIcons: Readonly<Record<string, Icon>> = {
  home: IconHome,
  'group-pharmacy': IconBuildingStore,
  'group-programmes': IconHeartHandshake,
  'group-support': IconHelp,
  'group-budget': IconReportMoney,
  'group-administration': IconSettings,
  'group-about': IconInfoSquareRounded,
};
