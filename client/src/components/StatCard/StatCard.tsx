import { Card, Classes } from '@blueprintjs/core';
import type { ReactNode } from 'react';

export interface StatCardProps {
  label: string;
  /** The figure; a skeleton bar while `loading`. */
  children?: ReactNode;
  sub?: ReactNode;
  loading?: boolean;
}

/** One headline figure (total value, 24h change, counts) with a small caption. */
export function StatCard({ label, children, sub, loading = false }: StatCardProps) {
  return (
    <Card className="kinko-stat" role="group" aria-label={label}>
      <div className="kinko-stat-label">{label}</div>
      <div className={`kinko-stat-value ${loading ? Classes.SKELETON : ''}`}>
        {loading ? '$000,000.00' : children}
      </div>
      {sub !== undefined && (
        <div className={`kinko-stat-sub ${loading ? Classes.SKELETON : ''}`}>
          {loading ? '+0.00%' : sub}
        </div>
      )}
    </Card>
  );
}
