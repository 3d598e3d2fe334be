export { PasswordEditor } from './PasswordEditor';
export type { PasswordEditorProps } from './PasswordEditor';
export { PasswordHints } from './PasswordHints';
export type { PasswordHintsProps } from './PasswordHints';
export { usePasswordEditor } from './usePasswordEditor';
export { passwordErrors, PASSWORD_MESSAGES } from './passwordRules';
export type {
  PasswordErrors,
  PasswordRule,
  PasswordRuleFailure,
  PasswordValues,
} from './passwordRules';
