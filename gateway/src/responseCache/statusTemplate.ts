import { randomBytes } from 'node:crypto';
import {
  getNamedType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * A stored answer whose SourceStatus `state` and `ageSeconds` (and the exchange rate's Fx
 * `ageSeconds`) are rendered when it is served, so
 * that an answer read again a minute later says CACHED and a minute older rather than FRESH, 0:
 * never fresher-looking than its data. `body` is the JSON with a marker in place of each of them.
 */
export interface StatusTemplate {
  body: string;
  nonce: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const STATUS_TYPE = 'SourceStatus';
/** The exchange rate's age grows with the stored answer's as a source's does. */
const FX_TYPE = 'Fx';
const AGED_TYPES: ReadonlySet<string> = new Set([STATUS_TYPE, FX_TYPE]);

/** Marks the status fields of `data` (found through the operation's selections, aliases and fragments included) and serializes the response. */
export function toTemplate(
  response: { data: Json },
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): StatusTemplate | null {
  const queryType = schema.getQueryType();
  if (!queryType) return null;
  const nonce = randomBytes(8).toString('hex');
  const holders = statusHoldersOf(schema);
  const fragments = new Map(
    document.definitions
      .filter(
        (definition): definition is FragmentDefinitionNode =>
          definition.kind === Kind.FRAGMENT_DEFINITION,
      )
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const mark = (kind: 'a' | 's', value: Json) =>
    `@@kinko-${nonce}:${kind}:${value === null ? '' : String(value)}@@`;

  const walk = (value: Json, selectionSet: SelectionSetNode, type: GraphQLObjectType): void => {
    if (Array.isArray(value)) return value.forEach((item) => walk(item, selectionSet, type));
    if (value === null || typeof value !== 'object') return;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT) walk(value, selection.selectionSet, type);
      else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(value, fragment.selectionSet, type);
      } else {
        const key = selection.alias?.value ?? selection.name.value;
        const field = type.getFields()[selection.name.value];
        if (field === undefined || !(key in value)) continue;
        if (AGED_TYPES.has(type.name) && selection.name.value === 'ageSeconds')
          value[key] = mark('a', value[key] ?? null);
        else if (type.name === STATUS_TYPE && selection.name.value === 'state')
          value[key] = mark('s', value[key] ?? null);
        else {
          const fieldType = getNamedType(field.type);
          if (selection.selectionSet && isObjectType(fieldType) && holders.has(fieldType.name))
            walk(value[key] ?? null, selection.selectionSet, fieldType);
        }
      }
    }
  };
  walk(response.data, operation.selectionSet, queryType);
  return { body: JSON.stringify(response), nonce };
}

const statusHolders = new WeakMap<GraphQLSchema, ReadonlySet<string>>();

/**
 * The object types whose values can have a SourceStatus inside them: the walk leaves out the
 * others (a portfolio's hundreds of token rows), which were most of storing an answer.
 */
function statusHoldersOf(schema: GraphQLSchema): ReadonlySet<string> {
  let holders = statusHolders.get(schema);
  if (holders) return holders;
  const found = new Set(AGED_TYPES);
  const objects = Object.values(schema.getTypeMap()).filter(isObjectType);
  // Grown until nothing changes: a type holds statuses when one of its fields' types does.
  for (let grew = true; grew;) {
    grew = false;
    for (const type of objects) {
      if (found.has(type.name)) continue;
      const holds = Object.values(type.getFields()).some((field) =>
        found.has(getNamedType(field.type).name),
      );
      if (holds) {
        found.add(type.name);
        grew = true;
      }
    }
  }
  holders = found;
  statusHolders.set(schema, holders);
  return holders;
}

/** A template split once into literal parts and markers, rendered per read. */
export interface RenderableTemplate {
  /** Literal JSON; between each two, one marker. */
  literals: string[];
  markers: Marker[];
}

type Marker = { kind: 'age'; seconds: number | null } | { kind: 'state'; state: string };

export function prepare(template: StatusTemplate): RenderableTemplate {
  const parts = template.body.split(new RegExp(`"@@kinko-${template.nonce}:([as]:[A-Z0-9]*)@@"`));
  const literals: string[] = [];
  const markers: Marker[] = [];
  parts.forEach((part, index) => {
    if (index % 2 === 0) return void literals.push(part);
    const [kind, value = ''] = part.split(':');
    markers.push(
      kind === 'a'
        ? { kind: 'age', seconds: value === '' ? null : Number(value) }
        : { kind: 'state', state: value },
    );
  });
  return { literals, markers };
}

/**
 * The answer as of `elapsedMs` after it was assembled: states FRESH become CACHED, ages grow by the
 * elapsed seconds rounded up (an age shown is never younger than the data's).
 */
export function render(template: RenderableTemplate, elapsedMs: number): string {
  const elapsedSeconds = renderedAge(elapsedMs);
  let out = template.literals[0] ?? '';
  template.markers.forEach((marker, index) => {
    if (marker.kind === 'age')
      out += marker.seconds === null ? 'null' : String(marker.seconds + elapsedSeconds);
    else
      out += JSON.stringify(
        marker.state === 'FRESH' && elapsedSeconds > 0 ? 'CACHED' : marker.state,
      );
    out += template.literals[index + 1] ?? '';
  });
  return out;
}

/** The whole seconds an answer `elapsedMs` old is shown older by: a rendering depends on nothing else. */
export function renderedAge(elapsedMs: number): number {
  return Math.max(0, Math.ceil(elapsedMs / 1000));
}
