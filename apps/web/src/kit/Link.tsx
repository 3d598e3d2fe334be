import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import {
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
  type To,
} from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * The app's in-app link, built on the router's hooks for custom links. React Router's own <Link>
 * also carries framework-mode machinery (page prefetching, route discovery, masked and absolute
 * addresses, view transitions) that no screen here uses, and it all came with the first script,
 * because a component cannot leave out what its props might ask for. Every `to` here is a path in
 * the app; addresses elsewhere are plain anchors.
 */
export function Link({ to, replace, state, target, onClick, ref, children, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return (
    <a {...rest} ref={ref} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}

export interface NavLinkProps extends LinkProps {
  /** Active only on this very path, not on the paths under it. */
  end?: boolean;
}

/**
 * A link that knows it leads to the page on screen, or to one under it: it then has the `active`
 * class and `aria-current="page"`, as React Router's <NavLink> gives them.
 */
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const here = useLocation().pathname.toLowerCase();
  const target = useResolvedPath(to).pathname.toLowerCase();
  const withinTarget = target === '/' ? false : here.startsWith(`${target.replace(/\/$/, '')}/`);
  const active = here === target || (!end && withinTarget);
  return (
    <Link
      {...rest}
      to={to}
      className={active ? [className, 'active'].filter(Boolean).join(' ') : className}
      aria-current={active ? 'page' : undefined}
    />
  );
}
