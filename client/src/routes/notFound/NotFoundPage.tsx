import { NonIdealState } from '@blueprintjs/core';
import { Link } from 'react-router';

/** Every unknown path, including the spec's demo template routes (DESIGN.md "Client"). */
export function NotFoundPage() {
  return (
    <NonIdealState
      icon="search"
      title="Page not found"
      description="There is nothing at this address."
      action={<Link to="/">Back to the start</Link>}
    />
  );
}
