/**
 * Every text node and every attribute value under `root`: what a screenshot, a screen reader or a
 * tooltip can give away. Privacy-mode tests look for figures in it.
 */
export function domStrings(root: Element): string[] {
  const strings: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node: Node | null = walker.currentNode; node !== null; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) strings.push(node.nodeValue ?? '');
    else for (const attribute of (node as Element).attributes) strings.push(attribute.value);
  }
  return strings;
}
