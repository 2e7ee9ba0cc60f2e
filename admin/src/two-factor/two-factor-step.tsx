import { useEffect, useState, type FormEvent } from 'react';
import { AuthPanel, FormError } from '../ui/auth-forms.tsx';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/field.tsx';
import { EnrolmentKey, RecoveryCodes } from './recovery-codes.tsx';
import {
  postJson,
  twoFactorPaths,
  type Audience,
  type PendingStep,
  type TwoFactorEnrolment,
} from './two-factor-api.ts';

/**
 * The second step of a sign-in: the code from the authenticator app (or a recovery code). A person
 * whose policy requires two-step sign-in and who has none yet first adds Frontdesk to their app here;
 * their first code signs them in and shows their recovery codes once.
 */
export function TwoFactorStep(props: {
  audience: Audience;
  pending: PendingStep;
  onSignedIn: () => void | Promise<void>;
}) {
  const paths = twoFactorPaths(props.audience);
  const { challenge, step } = props.pending;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [recovery, setRecovery] = useState<string[] | null>(null);

  useEffect(() => {
    if (step !== 'enroll') return;
    void postJson<TwoFactorEnrolment>(paths.loginEnroll, { challenge }, 'Could not start the set-up').then(
      (r) => (r.ok ? setEnrolment(r.data) : setError(r.error)),
    );
  }, [step, challenge, paths.loginEnroll]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    const r = await postJson<{ recoveryCodes: string[] | null }>(
      paths.loginCode,
      { challenge, code },
      'Sign-in failed',
    );
    setBusy(false);
    if (!r.ok) return setError(r.error);
    if (r.data.recoveryCodes) return setRecovery(r.data.recoveryCodes);
    await props.onSignedIn();
  };

  if (recovery)
    return (
      <AuthPanel title="Two-step sign-in is on" subtitle="You are signed in.">
        <RecoveryCodes codes={recovery} />
        <Button className="mt-4 w-full" onClick={() => void props.onSignedIn()}>
          Continue
        </Button>
      </AuthPanel>
    );
  return (
    <AuthPanel
      title="Two-step sign-in"
      subtitle={
        step === 'enroll'
          ? 'Two-step sign-in is required here. Set it up to continue.'
          : 'Enter the code from your authenticator app.'
      }
    >
      {enrolment && <EnrolmentKey secret={enrolment.secret} uri={enrolment.uri} />}
      <form className="mt-6 space-y-4" onSubmit={submit}>
        <TextField
          label="Authentication code"
          name="code"
          inputMode={step === 'enroll' ? 'numeric' : 'text'}
          autoComplete="one-time-code"
          required
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        {step === 'code' && (
          <p className="text-xs text-slate-600">
            No phone at hand? Enter one of your recovery codes instead.
          </p>
        )}
        <FormError error={error} />
        <Button type="submit" className="w-full" disabled={busy || (step === 'enroll' && !enrolment)}>
          {busy ? 'Checking...' : 'Verify'}
        </Button>
      </form>
    </AuthPanel>
  );
}
