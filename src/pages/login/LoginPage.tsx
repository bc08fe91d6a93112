import { useGo, useInvalidateAuthStore, useLogin, useParsed } from '@refinedev/core';
import { type FormEvent, useEffect, useState } from 'react';

import { brandInitials, brandName, pageTitle } from '../../components/brand';
import { bootUi, fill } from '../../locales/ui-boot';
import { keptCount } from '../../providers/outbox/outbox-keys';

import './login.css';

interface LoginValues {
  email: string;
  password: string;
}

type Errors = Partial<Record<keyof LoginValues, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateLogin(values: LoginValues): Errors {
  const errors: Errors = {};
  if (!values.email.trim()) errors.email = bootUi.login.emailRequired;
  else if (!EMAIL.test(values.email.trim())) errors.email = bootUi.login.emailInvalid;
  if (!values.password) errors.password = bootUi.login.passwordRequired;
  return errors;
}

/**
 * docs/contract.md section 2: the public sign-in page. Plain markup and CSS (no component library), so the
 * first screen a user sees is small. A refused sign-in shows its message here, next to the form.
 */
export default function LoginPage() {
  const go = useGo();
  const invalidateAuthStore = useInvalidateAuthStore();
  const { params } = useParsed<{ to?: string }>();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const {
    mutate: login,
    isPending,
    data,
    reset,
  } = useLogin<LoginValues>({
    // replaces Refine's handler, which would also open the Error dialog for a refused sign-in
    mutationOptions: {
      onSuccess: async (result) => {
        if (!result.success) return;
        const target = params?.to || result.redirectTo;
        if (target) go({ to: target, type: 'replace' });
        await invalidateAuthStore();
      },
    },
  });
  const refused = data && !data.success ? data.error?.message : undefined;
  // a session that ended before its changes were sent (a 401, or a sign-out that gave up) says so here
  const [stored] = useState(() => keptCount(window.localStorage));
  useEffect(() => {
    document.title = pageTitle(bootUi.login.submit);
  }, []);

  const change = (key: keyof LoginValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [key]: event.target.value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
    if (refused) reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    const found = validateLogin(values);
    setErrors(found);
    if (found.email || found.password) return;
    login({ email: values.email.trim(), password: values.password });
  };

  return (
    <main className="login">
      <section className="login-brand" aria-hidden="true">
        <div className="login-logo">{brandInitials()}</div>
        <h2>{brandName()}</h2>
        <p>{bootUi.login.subtitle}</p>
      </section>
      <section className="login-panel">
        <h1 className="login-title">{bootUi.login.title}</h1>
        {refused && (
          <div className="login-alert" role="alert">
            <strong>{bootUi.login.failedTitle}</strong>
            <span>{refused}</span>
          </div>
        )}
        {stored > 0 && (
          <p className="login-note" role="status">
            {fill(bootUi.login.stored, { count: stored })}
          </p>
        )}
        <form onSubmit={submit} noValidate aria-busy={isPending}>
          <div className="login-field">
            <label htmlFor="login-email">{bootUi.login.email}</label>
            <input
              id="login-email"
              name="email"
              type="email"
              inputMode="email"
              autoComplete="username"
              placeholder={bootUi.login.emailPlaceholder}
              value={values.email}
              onChange={change('email')}
              aria-invalid={Boolean(errors.email)}
              aria-describedby={errors.email ? 'login-email-error' : undefined}
              readOnly={isPending}
              autoFocus
            />
            {errors.email && (
              <p id="login-email-error" className="login-field-error">
                {errors.email}
              </p>
            )}
          </div>
          <div className="login-field">
            <label htmlFor="login-password">{bootUi.login.password}</label>
            <input
              id="login-password"
              name="password"
              type="password"
              autoComplete="current-password"
              value={values.password}
              onChange={change('password')}
              aria-invalid={Boolean(errors.password)}
              aria-describedby={errors.password ? 'login-password-error' : undefined}
              readOnly={isPending}
            />
            {errors.password && (
              <p id="login-password-error" className="login-field-error">
                {errors.password}
              </p>
            )}
          </div>
          <button type="submit" className="login-submit" disabled={isPending}>
            {isPending && <span className="app-spinner login-spinner" aria-hidden="true" />}
            {bootUi.login.submit}
          </button>
        </form>
      </section>
    </main>
  );
}
