import clsx from 'clsx';
import { useId, useState, type ReactNode } from 'react';
import { regenerateRecoveryCodes, updateUser, type SecondFactor, type User } from '@fieldwatch/core';
import { Heading, type HeadingLevel } from '../../internal/Heading.js';
import * as form from '../../internal/Form.css.js';
import { useT } from '../../i18n/useT.js';
import { useClient } from '../../provider/useClient.js';
import { useAlertsStore } from '../../provider/useAlerts.js';
import { useSession, useSessionStore } from '../../provider/useSession.js';
import { Button } from '../Button/index.js';
import { CurrentPasswordDialog } from './CurrentPasswordDialog.js';
import { RecoveryCodesDialog, TotpEnrolmentDialog } from './TotpEnrolmentDialog.js';
import * as styles from './SecuritySettings.css.js';

export interface SecuritySettingsProps {
  /**
   * Level of the section's heading.
   * @default 2
   */
  headingLevel?: HeadingLevel;
  /** The user's passkeys, or anything else that belongs with the second factor, under the choice. */
  children?: ReactNode;
}

const selectUser = (s: { user: User | null }) => s.user;
const selectSetup = (s: { secondFactorSetup: boolean }) => s.secondFactorSetup;

const choices: { value: SecondFactor; label: 'security.methodNone' | 'security.methodEmail' | 'security.methodTotp' }[] = [
  { value: 'none', label: 'security.methodNone' },
  { value: 'email', label: 'security.methodEmail' },
  { value: 'totp', label: 'security.methodTotp' },
];

type Step =
  { kind: 'password'; secondfactor: SecondFactor } | { kind: 'totp' } | { kind: 'regenerate' } | { kind: 'codes'; codes: string[] } | null;

/**
 * The signed-in user's second factor: none, a code by email or an authenticator app (set up with its QR
 * code and recovery codes), and new recovery codes. Every change asks for the current password. While
 * a second factor is required of the user, says so first.
 */
export function SecuritySettings({ headingLevel = 2, children }: SecuritySettingsProps) {
  const user = useSession(selectUser);
  return user ? (
    <SecuritySettingsFor key={user.id} user={user} headingLevel={headingLevel}>
      {children}
    </SecuritySettingsFor>
  ) : null;
}

function SecuritySettingsFor({ user, headingLevel, children }: { user: User; headingLevel: HeadingLevel; children: ReactNode }) {
  const t = useT();
  const client = useClient();
  const session = useSessionStore();
  const alerts = useAlertsStore();
  const setupRequired = useSession(selectSetup);
  const headingId = useId();
  const current = user.options.secondfactor;
  const [choice, setChoice] = useState<SecondFactor>(current);
  const [step, setStep] = useState<Step>(null);

  const apply = () => {
    if (choice === current) alerts.getState().push('info', 'profile.noChanges');
    else if (choice === 'totp') setStep({ kind: 'totp' });
    else setStep({ kind: 'password', secondfactor: choice });
  };
  const done = () => {
    setStep(null);
    alerts.getState().push('success', 'security.saved');
  };

  return (
    <section aria-labelledby={headingId} className={clsx(form.card, styles.root)} id="security">
      <Heading level={headingLevel} id={headingId}>
        {t('profile.securitySection')}
      </Heading>
      {setupRequired ? (
        <p className={styles.notice} role="status">
          {t('security.required')}
        </p>
      ) : null}
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('security.method')}</legend>
        <div className={styles.choices}>
          {choices.map(({ value, label }) => (
            <label key={value} className={styles.choice}>
              <input
                type="radio"
                name="secondfactor"
                className={styles.radio}
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
              />
              {t(label)}
            </label>
          ))}
        </div>
        <div className={form.actions}>
          <Button onClick={apply}>{t('security.apply')}</Button>
          {current === 'totp' ? (
            <Button variant="secondary" onClick={() => setStep({ kind: 'regenerate' })}>
              {t('security.recovery.regenerate')}
            </Button>
          ) : null}
        </div>
      </fieldset>
      {children}

      {step?.kind === 'password' ? (
        <CurrentPasswordDialog
          title={t('security.apply')}
          confirmLabel={t('security.apply')}
          onCancel={() => setStep(null)}
          onConfirm={async (password) => {
            const saved = await updateUser(client, user.id, { current_password: password, options: { secondfactor: step.secondfactor } });
            session.getState().setUser(saved);
            done();
          }}
        >
          {t(choices.find((c) => c.value === step.secondfactor)?.label ?? 'security.methodNone')}
        </CurrentPasswordDialog>
      ) : null}
      {step?.kind === 'totp' ? <TotpEnrolmentDialog onCancel={() => setStep(null)} onDone={done} /> : null}
      {step?.kind === 'regenerate' ? (
        <CurrentPasswordDialog
          title={t('security.recovery.regenerate')}
          confirmLabel={t('security.recovery.regenerate')}
          onCancel={() => setStep(null)}
          onConfirm={async (password) =>
            setStep({ kind: 'codes', codes: (await regenerateRecoveryCodes(client, password)).recovery_codes })
          }
        >
          {t('security.recovery.regenerateIntro')}
        </CurrentPasswordDialog>
      ) : null}
      {step?.kind === 'codes' ? <RecoveryCodesDialog codes={step.codes} onDone={done} /> : null}
    </section>
  );
}
