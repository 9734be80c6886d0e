import { findLanguage } from '@fieldwatch/core';
import { ProfileForm, SecuritySettings } from '@fieldwatch/react';
import { useApp } from '../app/AppContext.js';
import { useDocumentTitle } from '../app/useDocumentTitle.js';
import { PasskeysSection } from '../passkeys/PasskeysSection.js';

export default function ProfilePage() {
  useDocumentTitle('profile.title');
  const { changeLanguage } = useApp();
  return (
    <>
      <ProfileForm
        onSaved={(_user, changes) => {
          // a new default language is also the language the user wants to read now
          const chosen = findLanguage(changes.options?.language);
          if (chosen) changeLanguage(chosen.code);
        }}
      />
      <SecuritySettings>
        <PasskeysSection />
      </SecuritySettings>
    </>
  );
}
