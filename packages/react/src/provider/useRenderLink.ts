import type { RenderLink } from '../link/renderLink.js';
import { useFieldwatch } from './context.js';

/** How links are drawn in this app (router links in the dashboard, anchors elsewhere). */
export function useRenderLink(): RenderLink {
  return useFieldwatch().renderLink;
}
