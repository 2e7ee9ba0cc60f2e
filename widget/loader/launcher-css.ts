/**
 * Launcher and floating panel; on a phone the open panel fills the screen. The host element sits in
 * the page's DOM, so its own box is styled from :host with !important: important rules from inside a
 * shadow tree beat the page's, even `* { all: unset !important }`. all:initial also undoes the popover
 * defaults (inset, margin, border, padding).
 */
export const LAUNCHER_CSS = `:host{all:initial!important;position:fixed!important;bottom:20px!important;right:20px!important;z-index:2147483647!important;display:block!important}:host([data-left]){right:auto!important;left:20px!important}.l{all:unset;box-sizing:border-box;cursor:pointer;width:56px;height:56px;border-radius:50%;display:grid;place-items:center;background:var(--c,#3B82F6);color:#fff;box-shadow:0 6px 20px rgba(0,0,0,.25)}.l svg{width:26px;fill:none;stroke:currentColor;stroke-width:2}.l:focus-visible{outline:3px solid #111827;outline-offset:3px}.p{position:absolute;bottom:72px;right:0;width:380px;max-width:calc(100vw - 40px);height:min(600px,calc(100vh - 110px));box-shadow:0 12px 40px rgba(0,0,0,.2);border-radius:12px}:host([data-left]) .p{right:auto;left:0}.p[hidden]{display:none}
@media (max-width:480px){.p{position:fixed;inset:0;width:100%;max-width:none;height:100%;border-radius:0}.p:not([hidden])+.l{display:none}}`;
