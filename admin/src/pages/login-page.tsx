import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { login } from '../api/auth-api.ts';
import { useMe } from '../api/use-me.ts';
import { SignInForm } from '../ui/auth-forms.tsx';

/** The operators' login: both fields required, 'Signing in...' while busy, the server's error text. */
export function LoginPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const me = useMe();
  // A signed-in operator who opens the login page goes straight to the console.
  if (me.data) return <Navigate to="/" replace />;
  return (
    <SignInForm
      title="Admin Login"
      subtitle="Sign in to manage Frontdesk clients."
      account={{ label: 'Username', name: 'username' }}
      audience="operator"
      signIn={(username, password) => login({ username, password })}
      onSignedIn={async () => {
        queryClient.clear();
        await queryClient.invalidateQueries();
        navigate('/', { replace: true });
      }}
    />
  );
}
