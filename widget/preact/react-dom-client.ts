/** 'react-dom/client' for the widget's chat build: createRoot over Preact's render (no preact/compat). */
import { render, type ComponentChild } from 'preact';

export function createRoot(container: HTMLElement) {
  return {
    render: (node: ComponentChild) => render(node, container),
    unmount: () => render(null, container),
  };
}
