import { useEffect, type RefObject } from 'react';

/**
 * GraphiQL's operation tabs are `li role="tab"` elements each holding two buttons (the tab and its
 * close button): controls inside a control, which assistive technology cannot reach (axe:
 * nested-interactive, serious), and GraphiQL has no option to change it. The tabs are made a plain
 * list of buttons instead, the open one marked `aria-current`. GraphiQL sets `aria-selected` again
 * whenever the open tab changes, so the change is re-applied as its tabs do.
 */
export function useAccessibleTabs(root: RefObject<HTMLElement | null>, mounted: boolean): void {
  useEffect(() => {
    const element = root.current;
    if (!mounted || element === null) return;
    const apply = () => {
      for (const list of element.querySelectorAll('.graphiql-tabs[role="tablist"]'))
        list.removeAttribute('role');
      for (const tab of element.querySelectorAll('.graphiql-tab[aria-selected]')) {
        const open = tab.getAttribute('aria-selected') === 'true';
        tab.removeAttribute('role');
        tab.removeAttribute('aria-selected');
        tab.querySelector('.graphiql-tab-button')?.setAttribute('aria-current', String(open));
      }
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-selected', 'role'],
    });
    return () => observer.disconnect();
  }, [root, mounted]);
}
