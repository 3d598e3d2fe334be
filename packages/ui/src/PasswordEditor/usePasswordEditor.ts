import { useEffect, useRef, useState } from 'react';
import {
  passwordErrors,
  type PasswordErrors,
  type PasswordRule,
  type PasswordValues,
} from './passwordRules';

export interface UsePasswordEditorOptions {
  requireOld: boolean;
  /** The rule a new password must meet (`PasswordRule`). */
  rule: PasswordRule;
  onChange?: (values: PasswordValues, errors: PasswordErrors, valid: boolean) => void;
}

export function usePasswordEditor({ requireOld, rule, onChange }: UsePasswordEditorOptions) {
  const [values, setValues] = useState<PasswordValues>({
    oldPassword: '',
    password: '',
    confirmPassword: '',
  });
  const [visible, setVisible] = useState(false);
  const errors = passwordErrors(values, { requireOld, rule });
  const rootRef = useRef<HTMLDivElement | null>(null);

  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // A rule written inline is a new function on every render: only a change of values reports.
  const ruleRef = useRef(rule);
  ruleRef.current = rule;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const changed = passwordErrors(values, { requireOld, rule: ruleRef.current });
    onChangeRef.current?.(values, changed, Object.keys(changed).length === 0);
  }, [values, requireOld]);

  // Re-hide on submit so the password is not left readable on screen (radix's password toggle does the same).
  useEffect(() => {
    const form = rootRef.current?.closest('form');
    if (!form) return undefined;
    const hide = () => setVisible(false);
    form.addEventListener('submit', hide);
    form.addEventListener('reset', hide);
    return () => {
      form.removeEventListener('submit', hide);
      form.removeEventListener('reset', hide);
    };
  }, []);

  return {
    rootRef,
    values,
    errors,
    visible,
    toggleVisible: () => setVisible((v) => !v),
    set: (field: keyof PasswordValues, value: string) =>
      setValues((prev) => ({ ...prev, [field]: value })),
  };
}
