// Writes schema.graphql from the gateway's code-first schema (committed; `npm run check` fails when stale).
import { writeFileSync } from 'node:fs';
import { printGatewaySchema } from '../gateway/src/schema/buildSchema';

writeFileSync(new URL('../schema.graphql', import.meta.url), await printGatewaySchema());
