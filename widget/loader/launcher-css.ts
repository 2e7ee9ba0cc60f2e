/**
 * Launcher and floating panel; on a phone the open panel fills the screen. The host element sits in
 * the page's DOM, so its own box is styled from :host with !important: important rules from inside a
 * shadow tree beat the page's, even `* { all: unset !important }`. all:initial also undoes the popover
 * defaults (inset, margin, border, padding). A hidden panel needs no rule: nothing here sets its display.
 */
export const LAUNCHER_CSS = `:host{all:initial!important;position:fixed!important;bottom:20px!important;right:20px!important;z-index:2147483647!important;display:block!important}:host([data-left]){right:auto!important;left:20px!important}.l{all:unset;cursor:pointer;display:block;padding:15px;border-radius:50%;background:var(--c,#3B82F6);color:#fff;box-shadow:0 6px 20px #0004}.l svg{display:block;width:26px;fill:none;stroke:currentColor;stroke-width:2}.l:focus-visible{outline:3px solid #111;outline-offset:3px}.p{position:absolute;bottom:72px;right:0;width:min(380px,100vw - 40px);height:min(600px,100vh - 110px);box-shadow:0 12px 40px #0003;border-radius:12px}:host([data-left]) .p{right:auto}@media(max-width:480px){.p{position:fixed;inset:0;width:100%;height:100%;border-radius:0}.p:not([hidden])+.l{display:none}}`;
