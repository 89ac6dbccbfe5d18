import type { ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';
import { LoadingNotice } from '@/components/ui/notice';
import { failureDetail } from '@/lib/error-messages';
import { formatDateTime } from '../components/format';
import { useAdminUserDetails } from './admin-users-api';
import { ROLE_LABELS, STATUS_LABELS, USER_MESSAGES } from './user-messages';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-xs font-semibold tracking-wide text-ink-400 uppercase">{label}</dt>
      <dd className="min-w-0 break-words text-ink-50">{children}</dd>
    </div>
  );
}

/** A user's full record (GET /api/users/admin/{id}), with loading and error states. */
export function UserDetailsModal({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const details = useAdminUserDetails(userId);
  const user = details.data;
  return (
    <Modal open={userId !== null} onOpenChange={(open) => !open && onClose()} title="User Details">
      {details.isPending ? (
        <LoadingNotice>Loading details...</LoadingNotice>
      ) : details.isError ? (
        <p role="alert" className="text-race-300">
          {USER_MESSAGES.detailsFailed(failureDetail(details.error))}
        </p>
      ) : user ? (
        <dl className="divide-y divide-carbon-700">
          <Row label="User ID">{user.id}</Row>
          <Row label="Username">{user.username}</Row>
          <Row label="Email">{user.email || USER_MESSAGES.notProvided}</Row>
          <Row label="Role">{ROLE_LABELS[user.role]}</Row>
          <Row label="Status">{STATUS_LABELS[user.status]}</Row>
          <Row label="Registered">{formatDateTime(user.dateRegistered)}</Row>
          <Row label="Liveries">{user.uploadedLiveriesCount}</Row>
          <Row label="Auth ID">
            <span className="font-mono text-xs">{user.authId}</span>
          </Row>
          <Row label="GDPR Consent">{user.hasGivenGdprConsent ? 'Given' : 'Not Given'}</Row>
          {user.hasGivenGdprConsent && user.gdprConsentDate && (
            <Row label="Consent Date">{formatDateTime(user.gdprConsentDate)}</Row>
          )}
        </dl>
      ) : null}
    </Modal>
  );
}
