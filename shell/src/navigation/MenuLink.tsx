import { Link, useLocation, type LinkProps } from 'react-router-dom';

/** Whether `pathname` is the page `to` names or, unless `end`, one below it (NavLink's rule, case-insensitive). */
export function isCurrentPage(pathname: string, to: string, end = false): boolean {
  const here = pathname.toLowerCase();
  const target = to.toLowerCase();
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return here === target || (!end && here.startsWith(target) && here.charAt(slashAt) === '/');
}

/**
 * A menu's link to an absolute path, marked `aria-current="page"` where NavLink would mark it. NavLink resolves the
 * path a second time and does more per render, and the menus render on every page, on the server too.
 */
export function MenuLink({ to, end, ...rest }: Omit<LinkProps, 'to'> & { to: string; end?: boolean }) {
  const { pathname } = useLocation();
  return <Link to={to} aria-current={isCurrentPage(pathname, to, end) ? 'page' : undefined} {...rest} />;
}
