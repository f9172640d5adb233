// Generated at build time by client/blueprintIconPaths.ts: one lazy module per Blueprint icon and size.
declare module 'virtual:blueprint-icon-paths' {
  import type { IconPaths } from '@blueprintjs/icons';

  type IconModules = Readonly<Record<string, () => Promise<{ default: IconPaths }>>>;
  export const paths16: IconModules;
  export const paths20: IconModules;
}
