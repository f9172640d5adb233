import { createHash } from 'node:crypto';
import type { DocumentStore } from '@apollo/server';
import type { GraphQLSchema } from 'graphql';
import { parse, specifiedRules, validate, type DocumentNode, type ValidationRule } from 'graphql';
import { GRAPHQL_PARSE_OPTIONS } from '../limits';

/** A document's text as parsed once: null when it does not parse within the bounds (Apollo reports why). */
export interface ParsedDocument {
  /** SHA-256 of the text, hex: Apollo's own query hash, the key its document store is asked for. */
  hash: string;
  document: DocumentNode | null;
}

/** Documents kept parsed per process: clients send a handful of distinct documents. */
const MAX_DOCUMENTS = 200;
const documents = new Map<string, ParsedDocument>();

/**
 * The one place a GraphQL document is parsed, bounded like Apollo's own parse (limits.ts), and kept
 * by its hash so that the rate limits, the response cache and Apollo (ParsedDocumentStore) read one
 * parse: a repeated document is not parsed again.
 */
export function parsedDocument(query: string): ParsedDocument {
  const hash = createHash('sha256').update(query).digest('hex');
  const known = documents.get(hash);
  if (known !== undefined) return known;
  let document: DocumentNode | null;
  try {
    document = parse(query, GRAPHQL_PARSE_OPTIONS);
  } catch {
    document = null;
  }
  const parsed = { hash, document };
  remember(parsed);
  return parsed;
}

function remember(parsed: ParsedDocument): void {
  if (documents.size >= MAX_DOCUMENTS) documents.delete(documents.keys().next().value as string);
  documents.set(parsed.hash, parsed);
}

/**
 * Apollo's `documentStore` (Apollo Server 5): Apollo asks it for a document by its query hash
 * before parsing, and a document found there is executed without validation — so this store hands
 * out a document parsed here only once it has passed Apollo's rules (graphql-js's and the
 * gateway's; with introspection on and no recursive-selection limit Apollo adds none). An invalid
 * document is not handed out: Apollo parses it itself to report the errors.
 */
export class ParsedDocumentStore implements DocumentStore {
  private readonly rules: readonly ValidationRule[];
  private readonly validity = new WeakMap<DocumentNode, boolean>();

  constructor(
    private readonly schema: GraphQLSchema,
    validationRules: readonly ValidationRule[],
  ) {
    this.rules = [...specifiedRules, ...validationRules];
  }

  /** Whether Apollo would run the document: each validated once per schema. */
  isValid(document: DocumentNode): boolean {
    let known = this.validity.get(document);
    if (known === undefined) {
      known = validate(this.schema, document, this.rules).length === 0;
      this.validity.set(document, known);
    }
    return known;
  }

  // Apollo prefixes the hash with its schema hash and ':' when the store is its caller's.
  get(key: string): Promise<DocumentNode | undefined> {
    const document = documents.get(key.slice(key.lastIndexOf(':') + 1))?.document;
    return Promise.resolve(
      document !== null && document !== undefined && this.isValid(document) ? document : undefined,
    );
  }

  /** Apollo stores what it parsed and validated itself (a request that did not come through here). */
  set(key: string, document: DocumentNode): Promise<void> {
    this.validity.set(document, true);
    remember({ hash: key.slice(key.lastIndexOf(':') + 1), document });
    return Promise.resolve();
  }

  delete(key: string): Promise<boolean> {
    return Promise.resolve(documents.delete(key.slice(key.lastIndexOf(':') + 1)));
  }
}
