import type { ModuleAccess } from '@homer/contracts/access';
import { type AppRoute, routes } from '@homer/contracts/routes';
import { ActionIcon, AppShell, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useMemo } from 'react';
import { NavLink } from 'react-router';
import { routePages } from '../route-pages.ts';
import { navIcons } from './nav-icons.ts';
import { navItems } from './nav-items.ts';
import classes from './side-nav.module.css';

// A stable name with aria-pressed, so assistive technology reports the state rather than a new control.
const toggleLabel = 'Keep navigation expanded';

const routeTable: readonly AppRoute[] = routes;

type SideNavProps = {
  access: readonly ModuleAccess[];
  /** Labels beside the icons: the fixed (expanded) bar, and the mobile drawer. */
  expanded: boolean;
  /** The fixed/collapsed toggle; absent on mobile, where the choice is reset. */
  onToggleFixed?: () => void;
};

/** The icons live in this chunk, not the entry: public pages and login never draw the bar (decision 030). */
export function SideNav({ access, expanded, onToggleFixed }: SideNavProps) {
  const items = useMemo(
    () =>
      navItems(
        routeTable,
        (id) => id in routePages,
        (icon) => icon in navIcons,
        access,
      ),
    [access],
  );
  return (
    <>
      <AppShell.Section grow className={classes.items}>
        <ul className={classes.list}>
          {items.map((item) => {
            const Icon = navIcons[item.icon];
            return (
              <li key={item.id}>
                <Tooltip label={item.label} position="right" disabled={expanded} withArrow>
                  <NavLink
                    to={item.path}
                    className={classes.link}
                    aria-label={expanded ? undefined : item.label}
                  >
                    {Icon && <Icon className={classes.icon} size={22} stroke={1.75} aria-hidden="true" />}
                    {expanded && <span>{item.label}</span>}
                  </NavLink>
                </Tooltip>
              </li>
            );
          })}
        </ul>
      </AppShell.Section>
      {onToggleFixed && (
        <AppShell.Section className={classes.toggleSection}>
          <Tooltip label={toggleLabel} position="right" withArrow>
            <ActionIcon
              variant="subtle"
              color="gray.8"
              size="lg"
              onClick={onToggleFixed}
              aria-label={toggleLabel}
              aria-pressed={expanded}
            >
              {expanded ? (
                <IconLayoutSidebarLeftCollapse aria-hidden="true" />
              ) : (
                <IconLayoutSidebarLeftExpand aria-hidden="true" />
              )}
            </ActionIcon>
          </Tooltip>
        </AppShell.Section>
      )}
    </>
  );
}
