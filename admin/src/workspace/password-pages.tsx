import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { PasswordLinkStatus } from '../../../contract/accounts.ts';
import { pathTo, workspaceEndpoints as api } from '../../../contract/endpoints.ts';
import { AuthPanel, FormError, PasswordField, useAuthSubmit } from '../ui/auth-forms.tsx';
import { Button, focusRing } from '../ui/button.tsx';
import { TextField } from '../ui/field.tsx';
import { workspaceApi } from './workspace-api.ts';

const toLogin = (
  <Link to="/login" className={`text-blue-700 underline ${focusRing}`}>
    Go to sign in
  </Link>
);

async function checkLink(token: string): Promise<PasswordLinkStatus> {
  if (!token) return { status: 'unknown', businessName: null };
  const res = await fetch(pathTo(api.checkPasswordLink), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ token }),
  });
  return res.ok ? ((await res.json()) as PasswordLinkStatus) : { status: 'unknown', businessName: null };
}

/** An expired, used or unknown link: a new one goes to the account's own address. */
function NewLinkForm({ status }: { status: PasswordLinkStatus['status'] }) {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { submit, error, busy } = useAuthSubmit(
    () => workspaceApi.requestReset({ email }),
    () => setSent(true),
  );
  const why =
    status === 'expired'
      ? 'This link has expired.'
      : status === 'used'
        ? 'This link was already used.'
        : 'This link is not valid.';
  return (
    <AuthPanel title="Get a new link" subtitle={`${why} Enter your email and we will send you a new one.`}>
      {sent ? (
        <p role="status" className="mt-4 text-sm text-slate-700">
          If {email} has an account, a new link is on its way. It works for one hour.
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
            Send a new link
          </Button>
        </form>
      )}
      <p className="mt-4 text-sm">{toLogin}</p>
    </AuthPanel>
  );
}

/**
 * /app/set-password#token=…: the one-time link of a new account, an invitation or a reset. The link is
 * checked first (an expired one offers a new link at once, before anything is typed); setting the
 * password signs the person in and opens their workspace.
 */
export function SetPasswordPage() {
  // The token is in the fragment, so it never reaches a server log or another site's Referer.
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const link = useQuery({
    queryKey: ['password-link', token],
    queryFn: () => checkLink(token),
    staleTime: Infinity,
  });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { submit, error, busy } = useAuthSubmit(
    async () =>
      password !== confirm
        ? { ok: false, error: 'The two passwords differ.' }
        : workspaceApi.setPassword({ token, password }),
    async () => {
      queryClient.clear();
      await navigate('/', { replace: true });
    },
  );

  if (link.isPending)
    return (
      <AuthPanel title="Set your password">
        <title>Set your password · Frontdesk</title>
        <p role="status" className="mt-2 text-sm text-slate-600">
          Checking your link...
        </p>
      </AuthPanel>
    );
  const status = link.data?.status ?? 'unknown';
  if (status !== 'valid')
    return (
      <>
        <title>Get a new link · Frontdesk</title>
        <NewLinkForm status={status} />
      </>
    );
  return (
    <AuthPanel
      title="Set your password"
      subtitle={`For your ${link.data?.businessName ?? 'Frontdesk'} workspace. At least 8 characters; the link works once.`}
    >
      <title>Set your password · Frontdesk</title>
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
          {busy ? 'Saving...' : 'Set password and sign in'}
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
      <title>Reset your password · Frontdesk</title>
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
