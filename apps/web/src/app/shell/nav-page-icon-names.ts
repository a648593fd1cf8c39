/**
 * The names nav-page-icons.ts maps, known on the first paint without the icons themselves (which load later), so the
 * bar can leave out a route whose icon name is unknown. nav-page-icons.test.ts holds the two equal.
 */
export const navPageIconNames: ReadonlySet<string> = new Set([
  'book',
  'clock',
  'history',
  'coin',
  'list',
  'lifebuoy',
  'calendar',
  'info',
  'mail',
  'bell',
  'refresh-alert',
  'users',
  'building',
  'building-hospital',
  'shield-check',
  'user-plus',
  'first-aid-kit',
  'pill',
  'truck',
  'clipboard-check',
  'package',
  'building-warehouse',
  'device-mobile',
  'vaccine',
  'alert-triangle',
  'packages',
]);
