import { ACCOUNT_SERVER_MESSAGES } from '@paddock/contract';
import { useSearchParams } from 'react-router';
import { FormAlert } from '@/components/ui/form/form-controls';

/**
 * The link that confirms an e-mail change ends on /settings with `emailChanged=1` or
 * `emailChangeError=1` (ACCOUNT_LINK_TARGETS); this says which, so the member is not left
 * guessing whether the click worked. The page is a fresh load, so the profile shown is current.
 */
export function EmailChangeOutcome() {
  const [searchParams] = useSearchParams();
  if (searchParams.has('emailChangeError')) {
    return <FormAlert tone="error">{ACCOUNT_SERVER_MESSAGES.emailChangeLinkInvalid}</FormAlert>;
  }
  if (searchParams.get('emailChanged') === '1') {
    return <FormAlert tone="success">{ACCOUNT_SERVER_MESSAGES.emailChanged}</FormAlert>;
  }
  return null;
}
