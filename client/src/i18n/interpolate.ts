export type MessageVars = Readonly<Record<string, string | number>>;

/** Fills {name} placeholders; an unknown placeholder stays visible rather than vanishing. */
export function interpolate(template: string, vars?: MessageVars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = vars[name];
    return value === undefined ? whole : String(value);
  });
}
