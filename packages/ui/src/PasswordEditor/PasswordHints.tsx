import type { ReactNode } from 'react';
import { Hint, Hints, VisuallyHidden } from './PasswordEditor.styles';
import { PASSWORD_MESSAGES, passwordErrors, type PasswordRule } from './passwordRules';

type RuleFlag = 'passwordMinLength' | 'passwordCase' | 'passwordNumber' | 'passwordSymbol';
const RULES: readonly RuleFlag[] = [
  'passwordMinLength',
  'passwordCase',
  'passwordNumber',
  'passwordSymbol',
];

export interface PasswordHintsProps {
  /** The password typed so far; each rule is shown as met or not met against it. */
  value: string;
  /** The rule a new password must meet, the server's own (Campus: `passwordFailures` of `@campus/api-client`). */
  rule: PasswordRule;
  /** Id for the block, so the password field can point at it with `aria-describedby`. @default undefined */
  id?: string;
  /** Heading of the rule hints. @default 'Your password must:' */
  label?: string;
  /** Announced after a hint whose rule passes. @default 'met' */
  ruleMetLabel?: string;
  /** Announced after a hint whose rule fails. @default 'not met' */
  ruleUnmetLabel?: string;
  /** Replaces any rule's text, keyed by error flag. @default the four English rule texts */
  messages?: Partial<Record<RuleFlag, ReactNode>>;
  className?: string;
}

/**
 * A password rule (`PasswordRule`) as live, announced hints (pinned by
 * PasswordHints.test.tsx). Shown by the password editor; on its own beside any other new-password
 * field, so a person meets the rules before a server refuses them.
 */
export function PasswordHints({
  value,
  rule,
  id,
  label = 'Your password must:',
  ruleMetLabel = 'met',
  ruleUnmetLabel = 'not met',
  messages,
  className,
}: PasswordHintsProps) {
  const m = { ...PASSWORD_MESSAGES, ...messages };
  const errors = passwordErrors({ password: value, confirmPassword: value }, { rule });
  const typed = value !== '';
  return (
    <div id={id} className={className}>
      <span>{label}</span>
      <Hints aria-live="polite">
        {RULES.map((flag) => {
          const met = !errors[flag];
          return (
            // Nothing typed yet is not a failure: the rules read as plain guidance until then.
            <Hint key={flag} data-state={!typed ? 'idle' : met ? 'met' : 'unmet'} data-rule={flag}>
              {m[flag]}
              <VisuallyHidden>: {met && typed ? ruleMetLabel : ruleUnmetLabel}</VisuallyHidden>
            </Hint>
          );
        })}
      </Hints>
    </div>
  );
}
