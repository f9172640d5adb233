import { TextDecoder, TextEncoder } from 'node:util';

/**
 * Web globals that browsers have and jest's jsdom environment lacks (react-router needs
 * TextEncoder when its module loads). Import it first in a jsdom test file: ES modules evaluate
 * in import order, so it runs before the modules that need it.
 */
Object.assign(globalThis, { TextEncoder, TextDecoder });
