import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorStatusView } from '../../../contract/two-factor.ts';
import { keyOf } from '../api/keys.ts';
import { FormError } from '../ui/auth-forms.tsx';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { TextField } from '../ui/field.tsx';
import { EnrolmentKey, RecoveryCodes } from './recovery-codes.tsx';
import { postJson, twoFactorPaths, type Audience, type TwoFactorEnrolment } from './two-factor-api.ts';

/**
 * One's own two-step sign-in: turn it on (the app's key shown once, confirmed by a first code, then
 * the recovery codes shown once) or off with a code, unless a policy requires it.
 */
export function TwoFactorSection({ audience }: { audience: Audience }) {
  const paths = twoFactorPaths(audience);
  const queryClient = useQueryClient();
  const statusKey = keyOf(paths.status);
  const status = useQuery<TwoFactorStatusView>({ queryKey: statusKey });
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [recovery, setRecovery] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: statusKey });

  const start = async () => {
    setError(null);
    const r = await postJson<TwoFactorEnrolment>(paths.enroll, {}, 'Could not start the set-up');
    if (r.ok) setEnrolment(r.data);
    else setError(r.error);
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const r = await postJson<{ recoveryCodes: string[] }>(paths.confirm, { code }, 'That code is not right');
    if (!r.ok) return setError(r.error);
    setEnrolment(null);
    setCode('');
    setRecovery(r.data.recoveryCodes);
    await refresh();
  };
  const disable = async (event: FormEvent) => {
    event.preventDefault();
    const r = await postJson<unknown>(paths.disable, { code }, 'Could not turn it off');
    if (!r.ok) return setError(r.error);
    setCode('');
    setRecovery(null);
    await refresh();
  };

  const on = status.data?.enabled === true;
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Two-step sign-in</h2>
      {status.isError && <p className="mt-2 text-sm text-red-700">Failed to load</p>}
      {status.data && (
        <p className="mt-1 text-sm text-slate-700" data-testid="two-factor-state">
          {on
            ? `On: each sign-in asks for a code from your authenticator app. ${status.data.recoveryCodesLeft} recovery codes left.`
            : 'Off: your password alone signs you in.'}
          {status.data.required && ' It is required here.'}
        </p>
      )}
      {recovery && <RecoveryCodes codes={recovery} />}
      {!on && !enrolment && status.data && (
        <Button className="mt-3" onClick={() => void start()}>
          Turn on two-step sign-in
        </Button>
      )}
      {enrolment && <EnrolmentKey secret={enrolment.secret} uri={enrolment.uri} />}
      {(enrolment || (on && !status.data?.required)) && (
        <form className="mt-3 flex flex-wrap items-end gap-2" onSubmit={enrolment ? confirm : disable}>
          <TextField
            label={enrolment ? 'Code from the app' : 'Code to turn it off'}
            name="code"
            autoComplete="one-time-code"
            required
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <Button type="submit" variant={enrolment ? 'primary' : 'secondary'}>
            {enrolment ? 'Turn on' : 'Turn off'}
          </Button>
        </form>
      )}
      <div className="mt-2">
        <FormError error={error} />
      </div>
    </Card>
  );
}
