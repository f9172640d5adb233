import { Card, Classes } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import type { ValueChartProps } from './ValueChart';

/** Its own chunk, with its query and styles: the pages' first paint does not wait for a chart. */
export const loadValueChart = () => import('./ValueChart');

const ValueChart = lazy(() => loadValueChart().then(({ ValueChart }) => ({ default: ValueChart })));

/** The value chart, loaded when first shown; a card of its size meanwhile, so nothing jumps. */
export function LazyValueChart(props: ValueChartProps) {
  return (
    <Suspense
      fallback={
        <Card className="kinko-card">
          <div className={Classes.SKELETON} style={{ height: 290 }} aria-busy="true" />
        </Card>
      }
    >
      <ValueChart {...props} />
    </Suspense>
  );
}
