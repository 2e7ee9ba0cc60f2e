import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from 'react-router';
import { SignInForm } from '../ui/auth-forms.tsx';
import { focusRing } from '../ui/button.tsx';
import { workspaceApi } from './workspace-api.ts';
import { useAppMe } from './workspace-layout.tsx';

/** /app/login: a customer signs in with their email and the password they set from their link. */
export function WorkspaceLoginPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const me = useAppMe();
  if (me.data) return <Navigate to="/" replace />;
  return (
    <>
      <title>Sign in · Frontdesk</title>
      <SignInForm
        title="Sign in"
        subtitle="Sign in to your Frontdesk workspace."
        account={{ label: 'Email', name: 'email', type: 'email' }}
        audience="customer"
        signIn={(email, password) => workspaceApi.login({ email, password })}
        onSignedIn={() => {
          queryClient.clear();
          navigate('/', { replace: true });
        }}
        footer={
          <p className="mt-4 text-center text-sm">
            <Link to="/forgot-password" className={`text-blue-700 underline ${focusRing}`}>
              Forgot your password?
            </Link>
          </p>
        }
      />
    </>
  );
}
