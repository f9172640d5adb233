import { createLoaders, type Loaders } from './loaders/createLoaders';
import type { Services } from './services/services';

export interface Context {
  services: Services;
  loaders: Loaders;
}

export function createContext(services: Services): Context {
  return { services, loaders: createLoaders(services, { fresh: false }) };
}
