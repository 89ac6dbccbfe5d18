import { ACCOUNT_SERVER_MESSAGES, AUTH_ERROR_CODES } from '@paddock/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/form/form-controls';
import { MaskIcon, TrashIcon } from '@/components/ui/icons/auth-icons';
import { DownloadIcon } from '@/components/ui/icons/common-icons';
import { isApiError } from '@/lib/api-client';
import { failureDetail } from '@/lib/error-messages';
import { saveBlob } from '@/lib/save-blob';
import { useAuth } from '@/lib/session/use-auth';
import { ACCOUNT_NOTICES } from '../account-notices';
import { anonymizeAccount } from '../api/anonymize-account';
import { deleteAccount } from '../api/delete-account';
import { exportData } from '../api/export-data';
import { ConfirmWordDialog } from './confirm-word-dialog';

type Closing = 'DELETE' | 'ANONYMIZE';

/** The server's answers about the current password, shown under its field in the dialog. */
const PASSWORD_CODES: readonly string[] = [AUTH_ERROR_CODES.invalidPassword, AUTH_ERROR_CODES.currentPasswordRequired];

const CLOSING = {
  DELETE: {
    run: deleteAccount,
    title: 'Delete your account?',
    confirmLabel: 'Delete My Account',
    done: 'Your account has been deleted. Thanks for racing with us.',
    cancelled: 'Account deletion cancelled: you did not type DELETE.',
    failed: ACCOUNT_NOTICES.accountDeletionFailed,
    description: (
      <>
        Your account, your personal data and every livery you uploaded (with its files and screenshots) are removed, and
        you are signed out. <strong className="text-ink-50">This cannot be undone.</strong>
      </>
    ),
  },
  ANONYMIZE: {
    run: anonymizeAccount,
    title: 'Anonymize your account?',
    confirmLabel: 'Anonymize My Account',
    done: 'Your account has been anonymized.',
    cancelled: 'Account anonymization cancelled: you did not type ANONYMIZE.',
    failed: ACCOUNT_NOTICES.accountAnonymizationFailed,
    description: (
      <>
        Your username and email are replaced with anonymous values and you are signed out for good. What you shared
        stays on Paddock without your name. <strong className="text-ink-50">This cannot be undone.</strong>
      </>
    ),
  },
} as const;

/** Export, anonymise or delete (spec member-site §2 Account settings, danger zone). */
export function DangerZone() {
  const { logout } = useAuth();
  const [exporting, setExporting] = useState(false);
  const [dialog, setDialog] = useState<Closing | null>(null);
  const [closing, setClosing] = useState(false);
  const [passwordError, setPasswordError] = useState<string | undefined>();

  const exportMyData = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await exportData();
      saveBlob(blob, fileName);
      toast.success('Your data export has been downloaded.');
    } catch (error) {
      toast.error(ACCOUNT_NOTICES.dataExportFailed(failureDetail(error)));
    } finally {
      setExporting(false);
    }
  };

  /** Like the spec's prompt: anything but the exact word, Cancel and Escape included, cancels with a word why. */
  const cancel = (action: Closing) => {
    setDialog(null);
    setPasswordError(undefined);
    toast.info(CLOSING[action].cancelled);
  };

  const confirm = async (action: Closing, typed: string, reason: string | null, currentPassword: string) => {
    const copy = CLOSING[action];
    if (typed.trim() !== action) {
      cancel(action);
      return;
    }
    if (!currentPassword) {
      setPasswordError(ACCOUNT_SERVER_MESSAGES.currentPasswordNeeded);
      return;
    }
    setPasswordError(undefined);
    setClosing(true);
    try {
      await copy.run(reason, currentPassword);
    } catch (error) {
      setClosing(false);
      if (isApiError(error) && PASSWORD_CODES.includes(error.code)) setPasswordError(error.message);
      toast.error(copy.failed(failureDetail(error)));
      return;
    }
    toast.success(copy.done);
    // The account is gone: sign out (the session may already be ended), forget the member, go Home.
    await logout();
  };

  const row = 'flex flex-col gap-4 py-5 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between';
  const current = dialog ? CLOSING[dialog] : null;

  return (
    <div className="divide-y divide-carbon-700">
      <div className={row}>
        <div>
          <h3 className="font-sans text-base font-semibold tracking-normal text-ink-50">Export your data</h3>
          <p className="mt-1 text-sm text-ink-400">Download everything Paddock stores about you as a JSON file.</p>
        </div>
        <Button variant="secondary" onClick={exportMyData} disabled={exporting} className="sm:w-48">
          {exporting ? <Spinner /> : <DownloadIcon />}
          {exporting ? 'Preparing...' : 'Export Data'}
        </Button>
      </div>
      <div className={row}>
        <div>
          <h3 className="font-sans text-base font-semibold tracking-normal text-ink-50">Anonymize account</h3>
          <p className="mt-1 text-sm text-ink-400">Remove your name and email; what you shared stays, unattributed.</p>
        </div>
        <Button variant="secondary" onClick={() => setDialog('ANONYMIZE')} className="hover:border-race-500 sm:w-48">
          <MaskIcon /> Anonymize
        </Button>
      </div>
      <div className={row}>
        <div>
          <h3 className="font-sans text-base font-semibold tracking-normal text-race-300">Delete account</h3>
          <p className="mt-1 text-sm text-ink-400">Remove your account, your data and your liveries for good.</p>
        </div>
        <Button onClick={() => setDialog('DELETE')} className="sm:w-48">
          <TrashIcon /> Delete Account
        </Button>
      </div>

      <ConfirmWordDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && dialog && cancel(dialog)}
        word={dialog ?? 'DELETE'}
        title={current?.title ?? ''}
        description={current?.description}
        confirmLabel={current?.confirmLabel ?? ''}
        pending={closing}
        passwordError={passwordError}
        onConfirm={(typed, reason, password) => dialog && void confirm(dialog, typed, reason, password)}
      />
    </div>
  );
}
