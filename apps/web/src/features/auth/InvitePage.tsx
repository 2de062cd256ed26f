import type { FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthForm, Field, FormPage, PasswordField, useFormError } from '@/components/ui/AuthForm.tsx';
import { setUser } from '@/stores/user-slice.ts';
import { useJoinTeamMutation } from './api/auth.ts';

/** /auth/invite?token=…: join the team that invited you (name and password; POST /auth/registerSubUser). */
export default function InvitePage() {
  const [params] = useSearchParams();
  const [join, j] = useJoinTeamMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const f = useFormError(j.error);
  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const r = await join({
      token: params.get('token') ?? '',
      name: String(f.get('name') ?? ''),
      password: String(f.get('password') ?? ''),
    });
    if ('data' in r && r.data) {
      dispatch(setUser(r.data.user));
      navigate('/manager/v2');
    }
  }
  return (
    <FormPage id="invite-title" title="Join your team on Platen">
      <AuthForm onSubmit={onSubmit} error={f.error} errorId={f.errorId} busy={j.isLoading} submit="Join">
        <Field label="Your name" name="name" autoComplete="name" undescribed />
        <PasswordField label="Password" autoComplete="new-password" />
      </AuthForm>
    </FormPage>
  );
}
