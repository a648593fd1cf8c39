import type { ModuleAccess } from '@homer/contracts/access';
import { ActionIcon, AppShell, NavLink, Tooltip, VisuallyHidden } from '@mantine/core';
import {
  type Icon,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLock,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { groupOfPath, isWithin, type NavGroupId } from './nav-groups.ts';
import { navFirstIcons } from './nav-icons.ts';
import type { NavItem } from './nav-items.ts';
import { needsSecondFactor } from './nav-labels.ts';
import classes from './side-nav.module.css';
import { useNavTree } from './use-nav-tree.ts';

// A stable name with aria-pressed, so assistive technology reports the state rather than a new control.
const toggleLabel = 'Keep navigation expanded';

type SideNavProps = {
  access: readonly ModuleAccess[];
  /** Whether this session may open PHI pages (a second factor and the inactivity timeout, spec §8). */
  phiReady: boolean;
  /** Labels beside the icons: the fixed (expanded) bar, and the mobile drawer. */
  expanded: boolean;
  /** The fixed/collapsed toggle; absent on mobile, where the choice is reset. */
  onToggleFixed?: () => void;
};

type IconMap = Readonly<Record<string, Icon>>;

// The page icons arrive with the late parts, once per app: later bars draw them at once.
let pageIconsLoaded: IconMap | null = null;

/** The page icons, after the first paint (nav-page-icons.ts); null until they are here. */
function usePageIcons(): IconMap | null {
  const [icons, setIcons] = useState(pageIconsLoaded);
  useEffect(() => {
    if (icons) return;
    let current = true;
    void import('./late-parts.ts').then((module) => {
      pageIconsLoaded = module.navPageIcons;
      if (current) setIcons(pageIconsLoaded);
    });
    return () => {
      current = false;
    };
  }, [icons]);
  return icons;
}

function ItemIcon({ icon, pageIcons }: { icon: string; pageIcons: IconMap | null }) {
  const Icon = navFirstIcons[icon] ?? pageIcons?.[icon];
  // Until the page icons arrive, an empty box of the icon's size keeps the labels where they will be.
  if (!Icon)
    return <span className={classes.icon} style={{ display: 'inline-block', width: 22, height: 22 }} />;
  return <Icon className={classes.icon} size={22} stroke={1.75} aria-hidden="true" />;
}

function PageLink({
  item,
  expanded,
  locked,
  pageIcons,
}: {
  item: NavItem;
  expanded: boolean;
  locked: boolean;
  pageIcons: IconMap | null;
}) {
  const { pathname } = useLocation();
  const name = locked ? `${item.label} (${needsSecondFactor})` : item.label;
  return (
    <Tooltip label={name} position="right" disabled={expanded} withArrow>
      <NavLink
        component={RouterNavLink}
        to={item.path}
        className={classes.link}
        active={isWithin(pathname, item.path)}
        leftSection={<ItemIcon icon={item.icon} pageIcons={pageIcons} />}
        aria-label={expanded ? undefined : name}
        label={
          expanded ? (
            <>
              {item.label}
              {locked && <VisuallyHidden> ({needsSecondFactor})</VisuallyHidden>}
            </>
          ) : undefined
        }
        rightSection={
          locked && expanded ? <IconLock size={16} aria-hidden="true" className={classes.lock} /> : undefined
        }
      />
    </Tooltip>
  );
}

/**
 * The bar lives in this chunk, not the entry: public pages and login never draw it (decision 030). Pages sit
 * in areas (decision 082), each a disclosure button opening its pages, so every page is one click away however
 * short the window.
 */
export function SideNav({ access, phiReady, expanded, onToggleFixed }: SideNavProps) {
  const { pathname } = useLocation();
  const tree = useNavTree(access);
  const pageIcons = usePageIcons();
  const current = groupOfPath(tree, pathname);
  const [open, setOpen] = useState<ReadonlySet<NavGroupId>>(() => new Set(current ? [current] : []));
  // Arriving at a page (by link, palette or address) opens its area, so the bar shows where the user is.
  useEffect(() => {
    if (current) setOpen((previous) => (previous.has(current) ? previous : new Set([...previous, current])));
  }, [current]);
  const toggle = (id: NavGroupId) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <>
      <AppShell.Section grow className={classes.items}>
        <ul className={classes.list}>
          {tree.top.map((item) => (
            <li key={item.id}>
              <PageLink item={item} expanded={expanded} locked={false} pageIcons={pageIcons} />
            </li>
          ))}
          {tree.groups.map((group) => {
            const opened = open.has(group.id);
            const childrenId = `nav-area-${group.id}`;
            return (
              <li key={group.id}>
                <NavLink
                  component="button"
                  type="button"
                  className={classes.link}
                  label={expanded ? group.label : undefined}
                  aria-label={expanded ? undefined : group.label}
                  aria-expanded={opened}
                  aria-controls={childrenId}
                  leftSection={
                    // NavLink with children is two elements, so the collapsed bar's tooltip sits on the icon.
                    <Tooltip label={group.label} position="right" disabled={expanded} withArrow>
                      <span className={classes.iconBox}>
                        <ItemIcon icon={group.icon} pageIcons={pageIcons} />
                      </span>
                    </Tooltip>
                  }
                  rightSection={expanded ? undefined : null}
                  opened={opened}
                  onChange={() => toggle(group.id)}
                  childrenOffset={expanded ? 'md' : 0}
                  classNames={{ children: expanded ? undefined : classes.collapsedChildren }}
                >
                  <ul id={childrenId} className={classes.list} aria-label={group.label}>
                    {group.items.map((item) => (
                      <li key={item.id}>
                        <PageLink
                          item={item}
                          expanded={expanded}
                          locked={item.phi && !phiReady}
                          pageIcons={pageIcons}
                        />
                      </li>
                    ))}
                  </ul>
                </NavLink>
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
