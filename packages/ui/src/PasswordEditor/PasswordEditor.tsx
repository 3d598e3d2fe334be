import { forwardRef, useId, useState, type ReactNode } from 'react';
import { TextField } from '../TextField';
import { Toggle } from './PasswordEditor.styles';
import { PasswordHints } from './PasswordHints';
import {
  PASSWORD_MESSAGES,
  type PasswordErrors,
  type PasswordRule,
  type PasswordValues,
} from './passwordRules';
import { usePasswordEditor } from './usePasswordEditor';

export interface PasswordEditorProps {
  /** The rule a new password must meet, the server's own (Campus: `passwordFailures` of `@campus/api-client`). */
  rule: PasswordRule;
  /** Editing an existing user: ask for the old password. @default false */
  editingExistingUser?: boolean;
  /** Called on each change with the values, the error flags and whether all rules pass. @default undefined */
  onChange?: (values: PasswordValues, errors: PasswordErrors, valid: boolean) => void;
  /** Show field errors before the user types, e.g. after a submit attempt. @default false */
  showErrors?: boolean;
  /** Label of the old password field, shown when editing an existing user. @default 'Old password' */
  oldPasswordLabel?: string;
  /** Label of the new password field. @default 'New password' */
  passwordLabel?: string;
  /** Label of the field that repeats the new password. @default 'Confirm password' */
  confirmPasswordLabel?: string;
  /** Text of the toggle while the passwords are hidden. @default 'Show passwords' */
  showLabel?: string;
  /** Text of the toggle while the passwords are shown. @default 'Hide passwords' */
  hideLabel?: string;
  /** Heading of the rule hints. @default 'Your password must:' */
  hintsLabel?: string;
  /** Announced after a hint whose rule passes. @default 'met' */
  ruleMetLabel?: string;
  /** Announced after a hint whose rule fails. @default 'not met' */
  ruleUnmetLabel?: string;
  /** Replaces any message, keyed by error flag. @default the English texts of `PASSWORD_MESSAGES` */
  messages?: Partial<Record<keyof typeof PASSWORD_MESSAGES, ReactNode>>;
  /** Input names. @default { oldPassword: 'oldPassword', password: 'password', confirmPassword: 'confirmPassword' } */
  names?: Partial<Record<keyof PasswordValues, string>>;
  className?: string;
}

/** Old, new and confirm password fields with live, announced rule hints and a show/hide toggle. */
export const PasswordEditor = forwardRef<HTMLDivElement, PasswordEditorProps>(
  function PasswordEditor(
    {
      rule,
      editingExistingUser = false,
      onChange,
      showErrors = false,
      oldPasswordLabel = 'Old password',
      passwordLabel = 'New password',
      confirmPasswordLabel = 'Confirm password',
      showLabel = 'Show passwords',
      hideLabel = 'Hide passwords',
      hintsLabel = 'Your password must:',
      ruleMetLabel = 'met',
      ruleUnmetLabel = 'not met',
      messages,
      names,
      className,
    },
    ref,
  ) {
    const editor = usePasswordEditor({ requireOld: editingExistingUser, rule, onChange });
    const hintsId = useId();
    const m = { ...PASSWORD_MESSAGES, ...messages };
    const { values, errors } = editor;
    // A required field left empty says so once the person has moved on from it, not before: the
    // submit button stays disabled while the form is invalid, so a submit could never reveal it.
    const [left, setLeft] = useState({ oldPassword: false, password: false });
    const leave = (field: keyof typeof left) => () =>
      setLeft((seen) => (seen[field] ? seen : { ...seen, [field]: true }));
    const type = editor.visible ? 'text' : 'password';
    const typed = values.password !== '';
    const toggle = (
      <Toggle
        variant="text"
        aria-pressed={editor.visible}
        aria-label={editor.visible ? hideLabel : showLabel}
        onClick={editor.toggleVisible}
      >
        <svg
          width="20"
          height="20"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
          <circle cx="12" cy="12" r="3" />
          {editor.visible && <path d="M3 3l18 18" />}
        </svg>
      </Toggle>
    );
    return (
      <div
        ref={(node) => {
          editor.rootRef.current = node;
          if (typeof ref === 'function') ref(node);
          else if (ref) ref.current = node;
        }}
        className={className}
      >
        {editingExistingUser && (
          <TextField
            label={oldPasswordLabel}
            name={names?.oldPassword ?? 'oldPassword'}
            type={type}
            autoComplete="current-password"
            required
            value={values.oldPassword}
            onChange={(e) => editor.set('oldPassword', e.target.value)}
            onBlur={leave('oldPassword')}
            error={
              (showErrors || left.oldPassword) && errors.oldPasswordRequired
                ? m.oldPasswordRequired
                : undefined
            }
          />
        )}
        <TextField
          label={passwordLabel}
          name={names?.password ?? 'password'}
          type={type}
          autoComplete="new-password"
          required
          aria-describedby={hintsId}
          value={values.password}
          onChange={(e) => editor.set('password', e.target.value)}
          onBlur={leave('password')}
          endAdornment={toggle}
          error={
            (showErrors || left.password) && errors.passwordRequired
              ? m.passwordRequired
              : typed && errors.passwordCharacters
                ? m.passwordCharacters
                : undefined
          }
        />
        <PasswordHints
          id={hintsId}
          value={values.password}
          rule={rule}
          label={hintsLabel}
          ruleMetLabel={ruleMetLabel}
          ruleUnmetLabel={ruleUnmetLabel}
          messages={m}
        />
        <TextField
          label={confirmPasswordLabel}
          name={names?.confirmPassword ?? 'confirmPassword'}
          type={type}
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={(e) => editor.set('confirmPassword', e.target.value)}
          error={
            errors.passwordMismatch && (values.confirmPassword !== '' || showErrors)
              ? m.passwordMismatch
              : undefined
          }
        />
      </div>
    );
  },
);
