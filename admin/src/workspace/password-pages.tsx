import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, focusRing } from '../ui/button.tsx';
import { TextField } from '../ui/field.tsx';
import { workspaceApi } from './workspace-api.ts';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {children}
      </div>
    </main>
  );
}

const toLogin = (
  <Link to="/login" className={`text-blue-700 underline ${focusRing}`}>
    Go to sign in
  </Link>
);

/** /app/set-password#token=…: the one-time link of a new account, an invitation or a reset. */
export function SetPasswordPage() {
  // The token is in the fragment, so it never reaches a server log or another site's Referer.
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [doneFor, setDoneFor] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (password !== confirm) return setError('The two passwords differ.');
    setBusy(true);
    const result = await workspaceApi.setPassword({ token, password }).finally(() => setBusy(false));
    if (!result.ok) return setError(result.error);
    setDoneFor(true);
  };

  if (doneFor)
    return (
      <Panel title="Password set">
        <p className="mt-2 text-sm text-slate-700">You can sign in to your workspace now.</p>
        <p className="mt-4 text-sm">{toLogin}</p>
      </Panel>
    );
  return (
    <Panel title="Set your password">
      <p className="mt-1 text-sm text-slate-600">At least 8 characters. The link works once.</p>
      <form className="mt-6 space-y-4" onSubmit={submit}>
        <TextField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          label="Repeat the password"
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        {error && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-800">
            {error}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={busy || !token}>
          {busy ? 'Saving...' : 'Set Password'}
        </Button>
      </form>
    </Panel>
  );
}

/** /app/forgot-password: asks for a reset link; the answer is the same whether the email is known. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await workspaceApi.requestReset({ email });
    if (!result.ok) return setError(result.error);
    setSent(true);
  };
  return (
    <Panel title="Reset your password">
      {sent ? (
        <p role="status" className="mt-2 text-sm text-slate-700">
          If {email} has an account, a link to choose a new password is on its way. It works for one hour.
        </p>
      ) : (
        <form className="mt-6 space-y-4" onSubmit={submit}>
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          {error && (
            <p role="alert" className="text-sm text-red-800">
              {error}
            </p>
          )}
          <Button type="submit" className="w-full">
            Send Reset Link
          </Button>
        </form>
      )}
      <p className="mt-4 text-sm">{toLogin}</p>
    </Panel>
  );
}
