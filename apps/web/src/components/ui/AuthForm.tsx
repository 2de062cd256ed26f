import {
  createContext,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  useContext,
  useId,
} from 'react';
import { messageOf } from './LoadError.tsx';

/** A form's refusal: its sentence and the id of the alert that says it. */
export function useFormError(e: unknown) {
  return { error: messageOf(e), errorId: useId() };
}

/** A narrow page with one form (sign-in, password, invite, code steps): a section named by its heading. */
export function FormPage({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="narrow">
      <h1 id={id}>{title}</h1>
      {children}
    </section>
  );
}

/** The id of the form's alert while it shows, which its fields are described by. */
const DescribedBy = createContext<string | undefined>(undefined);

/**
 * A required labelled input of an AuthForm, the label around it, described by the form's alert while it shows
 * (`undescribed` leaves that out).
 */
export function Field({
  label,
  undescribed,
  ...input
}: { label: ReactNode; undescribed?: boolean } & InputHTMLAttributes<HTMLInputElement>) {
  const described = useContext(DescribedBy);
  return (
    <label>
      {label} <input required aria-describedby={undescribed ? undefined : described} {...input} />
    </label>
  );
}

/** A password field: `autoComplete` tells a new password from the current one. */
export const PasswordField = (p: { label: string; autoComplete: 'new-password' | 'current-password' }) => (
  <Field name="password" type="password" {...p} />
);

/**
 * The form of a FormPage: its fields, then the refusal as an alert (the fields point to it with
 * aria-describedby), then the submit button, disabled while the request runs. `error` and `errorId` come
 * from `useFormError`.
 */
export function AuthForm(p: {
  onSubmit(e: FormEvent<HTMLFormElement>): void;
  error: string | null;
  errorId: string;
  /** Said after the sentence inside the alert: a link onward. */
  errorExtra?: ReactNode;
  busy: boolean;
  submit: ReactNode;
  children: ReactNode;
}) {
  return (
    <form onSubmit={p.onSubmit} noValidate>
      <DescribedBy.Provider value={p.error ? p.errorId : undefined}>{p.children}</DescribedBy.Provider>
      {p.error && (
        <p role="alert" id={p.errorId} className="error">
          {p.error}
          {p.errorExtra !== undefined && <> {p.errorExtra}</>}
        </p>
      )}
      <button type="submit" disabled={p.busy}>
        {p.submit}
      </button>
    </form>
  );
}
