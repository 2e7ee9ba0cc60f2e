import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { TwoFactorStep } from '../two-factor/two-factor-step.tsx';
import type { Audience, PendingStep } from '../two-factor/two-factor-api.ts';
import { Button } from './button.tsx';
import { TextField } from './field.tsx';

/** A password input of these forms; `autoComplete` says whether it is the current or a new one. */
export function PasswordField(props: {
  label: string;
  name: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={props.label}
      name={props.name}
      type="password"
      autoComplete={props.autoComplete}
      required
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}

/** A sign-in or password page's card: the console's and the workspace's look the same. */
export function AuthPanel({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <p className="mb-4 flex items-center gap-2 text-lg font-bold text-slate-900">
          <img src="/favicon.svg" alt="" className="size-7" />
          Frontdesk
        </p>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
        {children}
      </div>
    </main>
  );
}

export function FormError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-800">
      {error}
    </p>
  );
}

/** A sign-in may answer with its second step (a code) instead of a session. */
export type AuthResult = { ok: true; twoFactor?: PendingStep | null } | { ok: false; error: string };

/**
 * Submitting an auth form: 'busy' while the call runs, the server's error text when it refuses, and a
 * network error in words; `onDone` runs after a success.
 */
export function useAuthSubmit(call: () => Promise<AuthResult>, onDone: () => void | Promise<void>) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const result = await call();
      if (!result.ok) return setError(result.error);
      await onDone();
    } catch {
      setError('Network error. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return { submit, error, setError, busy };
}

/**
 * The sign-in form of both consoles: an account field (the operators' username, the
 * customers' email) and a password, both required, 'Signing in...' while busy, the server's error text.
 */
export function SignInForm(props: {
  title: string;
  subtitle: string;
  account: { label: string; name: string; type?: 'email' | 'text' };
  signIn: (account: string, password: string) => Promise<AuthResult>;
  onSignedIn: () => void | Promise<void>;
  footer?: ReactNode;
  /** Whose sign-in: its second step (two-step sign-in) talks to that audience's routes. */
  audience: Audience;
}) {
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState<PendingStep | null>(null);
  const last = useRef<AuthResult | null>(null);
  const { submit, error, busy } = useAuthSubmit(
    async () => (last.current = await props.signIn(account, password)),
    async () => {
      const step = last.current?.ok ? last.current.twoFactor : null;
      if (step) setPending(step);
      else await props.onSignedIn();
    },
  );
  if (pending)
    return <TwoFactorStep audience={props.audience} pending={pending} onSignedIn={props.onSignedIn} />;
  return (
    <AuthPanel title={props.title} subtitle={props.subtitle}>
      <form className="mt-6 space-y-4" onSubmit={submit}>
        <TextField
          label={props.account.label}
          name={props.account.name}
          type={props.account.type ?? 'text'}
          autoComplete="username"
          required
          value={account}
          onChange={(e) => setAccount(e.target.value)}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        <FormError error={error} />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      {props.footer}
    </AuthPanel>
  );
}
