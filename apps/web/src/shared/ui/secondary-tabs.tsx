import { NavLink } from 'react-router';
import classes from './secondary-tabs.module.css';

export type SecondaryTab = {
  label: string;
  to: string;
  /** Only active on an exact match, not on child paths. */
  end?: boolean;
};

/** Secondary navigation of a page: links styled as tabs, the current one marked with aria-current. */
export function SecondaryTabs({ tabs, label }: { tabs: readonly SecondaryTab[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className={classes.tabs}>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} end={tab.end} className={classes.tab}>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
