import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button, focusRing } from '../ui/button.tsx';
import { TextField } from '../ui/field.tsx';
import { workspaceApi } from './workspace-api.ts';
import { useAppMe } from './workspace-layout.tsx';

/** /app/login: a customer signs in with their email and the password they set from their link. */
export function WorkspaceLoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const me = useAppMe();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const result = await workspaceApi.login({ email, password });
      if (!result.ok) {
        setError(result.error);
        return;
      }
      queryClient.clear();
      navigate('/', { replace: true });
    } catch {
      setError('Network error. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  if (me.data && !busy) return <Navigate to="/" replace />;
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">Client Login</h1>
        <p className="mt-1 text-sm text-slate-600">Sign in to your Frontdesk workspace.</p>
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
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {error && (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-800">
              {error}
            </p>
          )}
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? 'Signing in...' : 'Sign In'}
          </Button>
        </form>
        <p className="mt-4 text-center text-sm">
          <Link to="/forgot-password" className={`text-blue-700 underline ${focusRing}`}>
            Forgot your password?
          </Link>
        </p>
      </div>
    </main>
  );
}
