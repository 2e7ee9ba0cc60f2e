/** The recovery codes, shown once: each signs in once when the authenticator app is not at hand. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="mt-3 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-slate-800">
      <p className="font-medium">Recovery codes (shown once)</p>
      <p className="mt-1 text-xs text-slate-700">
        Keep them somewhere safe. Each one signs you in once if you lose your authenticator app.
      </p>
      <ul data-testid="recovery-codes" className="mt-2 grid grid-cols-2 gap-1 font-mono">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
    </div>
  );
}

/** The secret and its otpauth:// link for an authenticator app (scan it from the link, or type the key). */
export function EnrolmentKey({ secret, uri }: { secret: string; uri: string }) {
  return (
    <div className="mt-3 space-y-2 text-sm text-slate-800">
      <p>
        Add Frontdesk to your authenticator app (Google Authenticator, 1Password, Authy…): open{' '}
        <a href={uri} className="break-all text-blue-700 underline" data-testid="otpauth-uri">
          this setup link
        </a>{' '}
        on your phone, or enter the key by hand:
      </p>
      <p data-testid="two-factor-secret" className="rounded bg-slate-100 p-2 font-mono break-all">
        {secret}
      </p>
      <p>Then enter the six-digit code the app shows.</p>
    </div>
  );
}
