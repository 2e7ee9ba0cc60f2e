/**
 * The launcher (in the loader: every page view downloads it) and the floating panel (in the chat
 * bundle, which adds it to the launcher's shadow root when it mounts there: an empty panel has nothing
 * to show before that). The host element sits in the page's DOM, so its own box is styled from :host
 * with !important: important rules from inside a shadow tree beat the page's, even
 * `* { all: unset !important }`. all:initial also undoes the popover defaults (inset, margin, border,
 * padding). A hidden panel needs no rule: nothing here sets its display. On a phone the open panel
 * fills the screen.
 */
export const LAUNCHER_CSS = `:host{all:initial!important;position:fixed!important;inset:auto 20px 20px auto!important;z-index:2147483647!important}:host([left]){inset:auto auto 20px 20px!important}.l{all:unset;cursor:pointer;display:block;padding:15px;border-radius:50%;background:var(--c,#3B82F6);box-shadow:0 6px 20px #0004}svg{display:block;width:26px;fill:none;stroke:#fff;stroke-width:2}.l:focus-visible{outline:3px solid #111;outline-offset:3px}`;

export const PANEL_CSS = `.p{position:absolute;bottom:72px;right:0;width:min(380px,100vw - 40px);height:min(600px,100vh - 110px);box-shadow:0 12px 40px #0003;border-radius:12px}:host([left]) .p{right:auto}@media(max-width:480px){.p{position:fixed;inset:0;width:100%;height:100%;border-radius:0}.p:not([hidden])+.l{display:none}}`;
