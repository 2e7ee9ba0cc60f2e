/**
 * Puts a stylesheet into a shadow root. Constructed sheets are not subject to the host page's CSP
 * style-src; a <style> element is the fallback for browsers without them.
 */
export function adoptStyles(root: ShadowRoot, css: string): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [sheet];
  } catch {
    const style = document.createElement('style');
    style.textContent = css;
    root.appendChild(style);
  }
}
