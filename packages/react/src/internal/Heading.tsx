import type { ReactNode } from 'react';
import { heading } from './Form.css.js';

export type HeadingLevel = 1 | 2 | 3;

/** A screen heading whose level the host picks (h1 on a page of its own, h2 inside another page). */
export function Heading({ level, id, children }: { level: HeadingLevel; id?: string; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={heading}>
      {children}
    </Tag>
  );
}
