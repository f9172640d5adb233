import { Classes, Icon, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  icon: IconName;
  title: string;
  /** Where the title sits in the page's outline: 1 when it is the page's own heading. */
  level: 1 | 2 | 3;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}

/**
 * Blueprint's NonIdealState look with a heading level that fits the page: NonIdealState always
 * writes an h4, which skips levels under a page's h1 and leaves the not-found page without one.
 */
export function EmptyState({
  icon,
  title,
  level,
  description,
  action,
  className,
}: EmptyStateProps) {
  const Heading = `h${level}` as const;
  return (
    <div
      className={[Classes.NON_IDEAL_STATE, `${Classes.NON_IDEAL_STATE}-vertical`, className]
        .filter(Boolean)
        .join(' ')}
    >
      <div className={Classes.NON_IDEAL_STATE_VISUAL} aria-hidden="true">
        <Icon icon={icon} size={48} className={Classes.ICON_MUTED} />
      </div>
      <div className={Classes.NON_IDEAL_STATE_TEXT}>
        <Heading className={`${Classes.HEADING} kinko-empty-title`}>{title}</Heading>
        {description !== undefined && <div>{description}</div>}
      </div>
      {action}
    </div>
  );
}
