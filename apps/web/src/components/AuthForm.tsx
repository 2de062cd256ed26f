import { type FormEvent, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { messageOf } from './LoadError.tsx';

/** A form's refusal: its sentence, the id of the alert that says it and what the fields are described by. */
export function useFormError(e: unknown) {
  const errorId = useId();
  const error = messageOf(e);
  return { error, errorId, described: error ? errorId : undefined };
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

/** A labelled input, the label around it. */
export function Field({ label, ...input }: { label: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label>
      {label} <input {...input} />
    </label>
  );
}

/**
 * The form of a FormPage: its fields, then the refusal as an alert (the fields point to it with
 * aria-describedby), then the submit button, disabled while the request runs.
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
      {p.children}
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
