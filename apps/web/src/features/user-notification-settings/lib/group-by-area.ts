import type { NotificationSetting } from '@homer/contracts/notification-settings';

export type AreaGroup = { code: number; name: string; settings: NotificationSetting[] };

/** The tab's sections: one per business area, in the order the server lists them (by area code). */
export function groupByArea(settings: readonly NotificationSetting[]): AreaGroup[] {
  const groups: AreaGroup[] = [];
  for (const setting of settings) {
    let group = groups.find((g) => g.code === setting.businessArea);
    if (!group) {
      group = { code: setting.businessArea, name: setting.businessAreaName, settings: [] };
      groups.push(group);
    }
    group.settings.push(setting);
  }
  return groups;
}
