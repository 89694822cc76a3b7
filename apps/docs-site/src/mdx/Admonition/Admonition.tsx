import type { ReactNode } from 'react';
import styles from './Admonition.module.css';

export type AdmonitionType = 'note' | 'tip' | 'warning' | 'danger';

const DEFAULT_TITLES: Record<AdmonitionType, string> = {
  note: 'Note',
  tip: 'Tip',
  warning: 'Warning',
  danger: 'Danger',
};

export interface AdmonitionProps {
  type: AdmonitionType;
  /** Heading of the box; the type's name by default. */
  title?: string;
  children?: ReactNode;
}

/** A call-out box, written in MDX as `:::tip[Title] … :::`. */
export function Admonition({ type, title = DEFAULT_TITLES[type], children }: AdmonitionProps) {
  // Warnings and dangers are announced as notes for attention; notes and tips stay plain asides.
  const urgent = type === 'warning' || type === 'danger';
  return (
    <aside className={styles.admonition} data-type={type} role={urgent ? 'note' : undefined} aria-label={title}>
      <p className={styles.title}>{title}</p>
      <div className={styles.body}>{children}</div>
    </aside>
  );
}
