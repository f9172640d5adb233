/**
 * jsdom does no layout: every element is 0×0. Blueprint's Table renders only the cells inside its
 * measured viewport, so a test that reads cells gives elements a size, as a browser window would.
 * Returns the function that restores jsdom's own getters.
 */
export function stubLayoutSize(width: number, height: number): () => void {
  const saved = (['clientWidth', 'clientHeight', 'offsetWidth', 'offsetHeight'] as const).map(
    (name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)] as const,
  );
  for (const [name] of saved) {
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      get: () => (name.endsWith('Width') ? width : height),
    });
  }
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    }
  };
}
