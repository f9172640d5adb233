import {
  Kind,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionNode,
} from 'graphql';
import type { StatusTemplate } from './statusTemplate';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * A stored answer with every object's keys in the order `operation` selects them: what graphql-js
 * would have answered to this spelling of the operation (normalizedOperation.ts), which a client
 * may read in order (a CSV of the fields, a JSON diff). The markers of the template are string
 * values and move with their fields.
 */
export function reorderedTemplate(
  template: StatusTemplate,
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): StatusTemplate {
  const answer = JSON.parse(template.body) as { data: Json };
  const ordered = {
    ...answer,
    data: inOrder(answer.data, operation.selectionSet.selections, fragments),
  };
  return { body: JSON.stringify(ordered), nonce: template.nonce };
}

function inOrder(
  value: Json,
  selections: readonly SelectionNode[],
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): Json {
  if (Array.isArray(value)) return value.map((item) => inOrder(item, selections, fragments));
  if (value === null || typeof value !== 'object') return value;
  const ordered: { [key: string]: Json } = {};
  for (const [key, inner] of collectFields(selections, fragments)) {
    const field = value[key];
    if (field !== undefined)
      ordered[key] = inner.length > 0 ? inOrder(field, inner, fragments) : field;
  }
  // Nothing of the answer is dropped, whatever the operation says.
  for (const [key, field] of Object.entries(value)) if (!(key in ordered)) ordered[key] = field;
  return ordered;
}

/** graphql-js's collectFields without types: each answer key where first selected, with the selections of every field under that key. */
function collectFields(
  selections: readonly SelectionNode[],
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  fields = new Map<string, SelectionNode[]>(),
  inside: ReadonlySet<string> = new Set(),
): Map<string, SelectionNode[]> {
  for (const selection of selections) {
    if (selection.kind === Kind.FIELD) {
      const key = (selection.alias ?? selection.name).value;
      const inner = fields.get(key) ?? [];
      inner.push(...(selection.selectionSet?.selections ?? []));
      fields.set(key, inner);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      collectFields(selection.selectionSet.selections, fragments, fields, inside);
    } else if (!inside.has(selection.name.value)) {
      const fragment = fragments.get(selection.name.value);
      if (fragment !== undefined)
        collectFields(
          fragment.selectionSet.selections,
          fragments,
          fields,
          new Set([...inside, selection.name.value]),
        );
    }
  }
  return fields;
}
