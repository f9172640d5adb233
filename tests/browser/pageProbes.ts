import { Classes } from '@blueprintjs/core';
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** What the callbacks that run in the page see: the root tsconfig is Node's, without the DOM library. */
declare const window: {
  axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> };
};
interface AxeViolation {
  id: string;
  impact?: string | null;
  nodes: { target: unknown[] }[];
}

export interface AxeFinding {
  id: string;
  impact: string;
  nodes: number;
  /** The first few offending elements' selectors, for the failure message. */
  targets: string[];
}

/** Every axe-core finding on the page as it is now (WCAG 2.1 A/AA and best practices). */
async function axeViolations(
  page: Page,
): Promise<{ id: string; impact: string; nodes: string[] }[]> {
  // Evaluated over the DevTools protocol: the app's Content-Security-Policy refuses inline scripts.
  await page.evaluate(axe.source);
  return page.evaluate(() =>
    window.axe.run(document, { resultTypes: ['violations'] }).then((result) =>
      result.violations.map((found) => ({
        id: found.id,
        impact: found.impact ?? '',
        nodes: found.nodes.map((node) => JSON.stringify(node.target)),
      })),
    ),
  );
}

/** axe-core's serious and critical findings on the page as it is now. */
export async function runAxe(page: Page): Promise<AxeFinding[]> {
  return (await axeViolations(page))
    .filter((found) => found.impact === 'serious' || found.impact === 'critical')
    .map((found) => ({
      id: found.id,
      impact: found.impact,
      nodes: found.nodes.length,
      targets: found.nodes.slice(0, 3),
    }));
}

/** The page's axe-core findings counted by impact ("serious": 0 …), offending elements summed. */
export async function axeCounts(page: Page): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const found of await axeViolations(page))
    counts[found.impact] = (counts[found.impact] ?? 0) + found.nodes.length;
  return counts;
}
declare const document: unknown;

export interface GraphqlRequest {
  /** The operation name ("?" for an anonymous GET such as the footer's contact query). */
  name: string;
  /** The variables as sent, JSON: the same name with other variables is another question. */
  variables: string;
}

/** The /graphql requests the page sends from now on, in order (one entry per HTTP request). */
export function graphqlRequests(page: Page): GraphqlRequest[] {
  const seen: GraphqlRequest[] = [];
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.endsWith('/graphql')) return;
    const body = (
      request.method() === 'POST'
        ? request.postDataJSON()
        : { operationName: new URL(request.url()).searchParams.get('operationName') }
    ) as {
      operationName?: string | null;
      variables?: unknown;
    } | null;
    seen.push({
      name: body?.operationName ?? '?',
      variables: JSON.stringify(body?.variables ?? {}),
    });
  });
  return seen;
}

/** The page's heading is up and nothing is loading any more: no skeleton, spinner or busy region. */
export async function settled(page: Page, timeout = 30_000): Promise<void> {
  await page.locator('h1, h2').first().waitFor({ timeout });
  await page
    .locator(`.${Classes.SKELETON}, .${Classes.SPINNER}, [aria-busy="true"]`)
    .first()
    .waitFor({ state: 'detached', timeout });
}
