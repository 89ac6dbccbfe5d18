import { useState } from 'react';
import { LegalDocument } from '@/features/static-pages/legal/legal-document';
import { privacyPolicySections } from '@/features/static-pages/legal/privacy-policy-sections';
import { readSiteSetting } from '@/lib/site-settings';

export default function PrivacyPolicyPage() {
  const [sections] = useState(() => privacyPolicySections(readSiteSetting('paddock-contact-email')));
  return (
    <LegalDocument
      title="Privacy Policy"
      summary="What we collect, why we collect it and the choices you have. In short: we keep what the site needs, never sell it, and use analytics only if you say yes."
      sections={sections}
    />
  );
}
