import { useState } from 'react';
import { Link } from 'react-router';
import { AuthPanel, FormError, PasswordField, useAuthSubmit } from '../ui/auth-forms.tsx';
import { Button, focusRing } from '../ui/button.tsx';
import { TextField } from '../ui/field.tsx';
import { workspaceApi } from './workspace-api.ts';

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
  const [done, setDone] = useState(false);
  const { submit, error, busy } = useAuthSubmit(
    async () =>
      password !== confirm
        ? { ok: false, error: 'The two passwords differ.' }
        : workspaceApi.setPassword({ token, password }),
    () => setDone(true),
  );

  if (done)
    return (
      <AuthPanel title="Password set">
        <p className="mt-2 text-sm text-slate-700">You can sign in to your workspace now.</p>
        <p className="mt-4 text-sm">{toLogin}</p>
      </AuthPanel>
    );
  return (
    <AuthPanel title="Set your password" subtitle="At least 8 characters. The link works once.">
      <form className="mt-6 space-y-4" onSubmit={submit}>
        <PasswordField
          label="New password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
        />
        <PasswordField
          label="Repeat the password"
          name="confirm"
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
        />
        <FormError error={error} />
        <Button type="submit" className="w-full" disabled={busy || !token}>
          {busy ? 'Saving...' : 'Set Password'}
        </Button>
      </form>
    </AuthPanel>
  );
}

/** /app/forgot-password: asks for a reset link; the answer is the same whether the email is known. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { submit, error, busy } = useAuthSubmit(
    () => workspaceApi.requestReset({ email }),
    () => setSent(true),
  );
  return (
    <AuthPanel title="Reset your password">
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
          <FormError error={error} />
          <Button type="submit" className="w-full" disabled={busy}>
            Send Reset Link
          </Button>
        </form>
      )}
      <p className="mt-4 text-sm">{toLogin}</p>
    </AuthPanel>
  );
}
