/**
 * The chat's whole stylesheet, adopted into its shadow root. `:host` rules are !important because
 * important rules from inside the shadow tree beat the host page's, even `* { all: unset !important }`.
 */
export const CHAT_CSS = `
:host{all:initial!important;display:block!important;position:relative!important;height:var(--fd-h,600px)!important;visibility:visible!important;opacity:1!important;
  font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif!important;color:#111827!important;contain:content!important}
*{box-sizing:border-box}
.w{display:flex;flex-direction:column;height:100%;background:#fff;border:1px solid #e5e7eb;border-radius:12px;overflow:hidden}
.hd{display:flex;align-items:center;gap:10px;padding:12px 14px;color:#fff;background:var(--c)}
.hd h2{font-size:15px;font-weight:600;margin:0;flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.on{display:flex;align-items:center;gap:5px;font-size:12px}
.on::before{content:"";width:8px;height:8px;border-radius:50%;background:#4ade80}
.off::before{background:#9ca3af}
.ib{all:unset;cursor:pointer;display:grid;place-items:center;width:30px;height:30px;border-radius:8px;color:inherit}
.ib:hover{background:rgba(255,255,255,.18)}
.ib:focus-visible,button:focus-visible,a:focus-visible,input:focus-visible{outline:2px solid #111827;outline-offset:2px}
.hd .ib:focus-visible{outline-color:#fff}
.lg{display:flex;flex-direction:column;gap:10px}
.ls{flex:1;overflow-y:auto;padding:14px;display:flex;flex-direction:column;gap:10px;background:#f9fafb;overscroll-behavior:contain}
.row{display:flex;gap:8px;align-items:flex-end;max-width:100%}
.row.user{justify-content:flex-end}
.av{flex:none;width:28px;height:28px;border-radius:50%;display:grid;place-items:center;color:#fff;font-size:12px;font-weight:600;background:var(--c)}.av img{width:100%;height:100%;border-radius:50%;object-fit:cover}.sys .av{display:inline-grid;vertical-align:middle;margin-right:6px}
.b{max-width:80%;padding:8px 12px;border-radius:14px;white-space:pre-wrap;overflow-wrap:anywhere}
.user .b{background:var(--c);color:#fff;border-bottom-right-radius:4px}
.ai .b{background:#fff;border:1px solid #e5e7eb;border-bottom-left-radius:4px}
.other .b{background:#fef3c7;border:1px solid #fcd34d}
.b a{color:inherit;text-decoration:underline}
.meta{display:flex;flex-wrap:wrap;gap:6px;align-items:center;margin-top:4px;font-size:11px;color:#6b7280}
.user .meta{justify-content:flex-end;color:#fff}
.badge{font-size:10px;font-weight:700;padding:1px 6px;border-radius:999px;background:#dbeafe;color:#1e40af}
.who{font-size:11px;font-weight:600;color:#92400e;margin-bottom:2px}
.src{margin-top:6px;padding-top:6px;border-top:1px solid #e5e7eb;font-size:12px;color:#4b5563}
.src ul{margin:2px 0 0;padding-left:16px}
.rt{font-size:11px;color:#6b7280;margin:2px 0 0 36px}
.retry{font:inherit;color:inherit;text-decoration:underline;background:none;border:0;padding:0;cursor:pointer}
.ty{display:inline-flex;gap:4px;padding:10px 12px}
.ty i{width:6px;height:6px;border-radius:50%;background:#9ca3af;animation:bl 1.2s infinite}
.ty i:nth-child(2){animation-delay:.2s}.ty i:nth-child(3){animation-delay:.4s}
@keyframes bl{0%,80%,100%{opacity:.3}40%{opacity:1}}
@media (prefers-reduced-motion:reduce){.ty i{animation:none}}
@media (max-width:640px){.cp input,.nt input{font-size:16px}}
.faqs{display:flex;flex-direction:column;gap:6px}
.faq{all:unset;cursor:pointer;display:flex;gap:8px;align-items:center;padding:8px 10px;border:1px solid #d1d5db;border-radius:10px;background:#fff;font-size:13px}
.faq:hover{border-color:var(--c)}
.nt{margin:0 14px 10px;padding:10px 12px;border-radius:10px;background:#eff6ff;border:1px solid #bfdbfe;font-size:13px}
.nt.error{background:#fef2f2;border-color:#fecaca}
.nt form{display:flex;gap:6px;margin-top:8px}
.nt input{flex:1;min-width:0;padding:7px 9px;border:1px solid #d1d5db;border-radius:8px;font:inherit}
.ft{border-top:1px solid #e5e7eb;padding:10px;background:#fff}
.back{all:unset;cursor:pointer;font-size:12px;color:var(--c);font-weight:600;margin:0 0 8px 2px;display:inline-block}
.cp{display:flex;gap:8px}
.cp input{flex:1;min-width:0;padding:10px 12px;border:1px solid #d1d5db;border-radius:10px;font:inherit;color:#111827;background:#fff}
.cp input:disabled,.cp input[aria-disabled=true]{background:#f3f4f6}
.btn{all:unset;cursor:pointer;padding:0 14px;border-radius:10px;background:var(--c);color:#fff;font-weight:600;display:grid;place-items:center;min-height:38px}
.btn:disabled,.btn[aria-disabled=true]{opacity:.5;cursor:not-allowed}
.sys{margin:0;align-self:center;font-size:12px;color:#4b5563}
.un{flex:1;display:grid;place-items:center;text-align:center;padding:24px;color:#374151}
.fb{margin:2px 0 0 36px;font-size:12px;color:#6b7280}
.th{display:flex;gap:4px;align-items:center}
.th button{all:unset;cursor:pointer;padding:2px 6px;border-radius:8px;border:1px solid transparent;font-size:14px}
.th button:hover,.th button[aria-pressed=true]{border-color:#d1d5db;background:#fff}
.fr,.rc div{display:flex;flex-wrap:wrap;gap:6px;align-items:center;margin-top:4px}
.fr form{display:flex;gap:6px;width:100%}
.fr input{flex:1;min-width:0;padding:6px 8px;border:1px solid #d1d5db;border-radius:8px;font:inherit}
.chip{all:unset;cursor:pointer;padding:4px 10px;border:1px solid #d1d5db;border-radius:999px;background:#fff;font-size:12px;color:#111827;min-width:12px;text-align:center}
.chip:hover,.chip[aria-pressed=true]{border-color:var(--c)}
.rc{padding:10px 12px;border:1px solid #e5e7eb;border-radius:12px;background:#fff}
.rc p{margin:0;font-size:13px}
.pc{flex:1;overflow-y:auto;display:flex;flex-direction:column;gap:12px;padding:18px 16px;background:#f9fafb}
.pc label{display:flex;flex-direction:column;gap:4px;font-size:13px;font-weight:600;color:#374151}
.pc input{padding:9px 11px;border:1px solid #d1d5db;border-radius:8px;font:inherit;font-weight:400;color:#111827;background:#fff}
.pc .ck{flex-direction:row;align-items:flex-start;gap:8px;font-weight:400}
.pc .ck input{margin:2px 0 0;width:16px;height:16px;flex:none}
.pc [aria-invalid=true]{border-color:#dc2626;outline:1px solid #dc2626}
.pt{margin:0;font-weight:600}
.pe{margin:0;color:#b91c1c;font-size:13px}
.lo{height:26px;max-width:96px;object-fit:contain;flex:none}
.w.dk{background:#111827;border-color:#374151;color:#f3f4f6}
.dk .ls,.dk .pc{background:#0b1220}
.dk .ai .b,.dk .faq,.dk .cp input,.dk .pc input,.dk .nt input{background:#1f2937;border-color:#4b5563;color:#f3f4f6}
.dk .ft{background:#111827;border-color:#374151}
.dk .meta,.dk .rt,.dk .sys,.dk .src,.dk .pc label,.dk .un{color:#d1d5db}
.dk .nt{background:#1e293b;border-color:#334155}
.dk .pe{color:#fca5a5}
.dk .cp input:disabled{background:#374151}
.dk .ib:focus-visible,.dk button:focus-visible,.dk input:focus-visible{outline-color:#f3f4f6}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;
