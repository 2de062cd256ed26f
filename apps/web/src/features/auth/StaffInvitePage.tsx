import type { FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthForm, Field, FormPage, PasswordField, useFormError } from '@/components/ui/AuthForm.tsx';
import { setUser } from '@/stores/user-slice.ts';
import { useAcceptStaffInviteMutation } from './api/auth.ts';

/** /auth/staff-invite?token=…: an invited employee sets their name and password, then lands on their home. */
export default function StaffInvitePage() {
  const [params] = useSearchParams();
  const [accept, a] = useAcceptStaffInviteMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const f = useFormError(a.error);
  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const r = await accept({
      token: params.get('token') ?? '',
      name: String(form.get('name') ?? ''),
      password: String(form.get('password') ?? ''),
    });
    if ('data' in r && r.data) {
      dispatch(setUser(r.data.user));
      navigate(r.data.home);
    }
  }
  return (
    <FormPage id="staff-invite-title" title="Welcome to the Platen staff area">
      <AuthForm
        onSubmit={onSubmit}
        error={f.error}
        errorId={f.errorId}
        busy={a.isLoading}
        submit="Set password"
      >
        <Field label="Your name" name="name" autoComplete="name" undescribed />
        <PasswordField label="Password" autoComplete="new-password" />
      </AuthForm>
    </FormPage>
  );
}
