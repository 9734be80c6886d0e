import type { MouseEvent, ReactNode } from 'react';

export interface LinkProps {
  href: string;
  children: ReactNode;
  className?: string | undefined;
  'aria-current'?: 'page' | undefined;
}

/**
 * How a component draws a link. Components never import a router: the dashboard passes one that renders
 * React Router links, a partner page keeps plain anchors.
 */
export type RenderLink = (props: LinkProps) => ReactNode;

/** Plain anchors; with `onNavigate`, clicks are handed to it instead of loading a new page. */
export function anchorLinks(onNavigate?: (href: string) => void): RenderLink {
  return function AnchorLink({ href, children, ...rest }) {
    const onClick = onNavigate
      ? (event: MouseEvent<HTMLAnchorElement>) => {
          // let the browser handle new-tab and download gestures
          if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          onNavigate(href);
        }
      : undefined;
    return (
      <a href={href} onClick={onClick} {...rest}>
        {children}
      </a>
    );
  };
}
