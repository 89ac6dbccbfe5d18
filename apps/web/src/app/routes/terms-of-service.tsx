import { useState } from 'react';
import { LegalDocument } from '@/features/static-pages/legal/legal-document';
import { termsSections } from '@/features/static-pages/legal/terms-sections';
import { readSiteSetting } from '@/lib/site-settings';

export default function TermsOfServicePage() {
  const [sections] = useState(() => termsSections(readSiteSetting('paddock-contact-email')));
  return (
    <LegalDocument
      title="Terms of Service"
      summary="The rules for using Paddock and for sharing liveries on it, in plain language."
      sections={sections}
    />
  );
}
