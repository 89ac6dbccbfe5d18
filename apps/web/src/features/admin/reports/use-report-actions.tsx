import type { AdminReport } from '@paddock/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { failureDetail } from '@/lib/error-messages';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ACTION_LABELS, ACTION_STATUS, ADMIN_REPORT_MESSAGES, BULK_LABELS, type ReportAction } from './report-messages';
import { useBulkReportStatus, useSetReportStatus } from './reports-api';

type Pending = { action: ReportAction; report: AdminReport } | { action: ReportAction; ids: number[] };

/**
 * The moderation actions of the Reports page: Start Investigation runs at once; Resolve, Dismiss
 * and every bulk action ask first. Each ends with the spec's success or failure message.
 */
export function useReportActions({ onBulkDone }: { onBulkDone: () => void }) {
  const single = useSetReportStatus();
  const bulk = useBulkReportStatus();
  const [pending, setPending] = useState<Pending | null>(null);

  const runSingle = (action: ReportAction, report: AdminReport) =>
    single.mutate(
      { id: report.id, status: ACTION_STATUS[action] },
      {
        onSuccess: () => toast.success(ADMIN_REPORT_MESSAGES.done[action](report.id)),
        onError: (error) => toast.error(ADMIN_REPORT_MESSAGES.failed[action](failureDetail(error))),
        onSettled: () => setPending(null),
      },
    );

  const runBulk = (action: ReportAction, ids: number[]) =>
    bulk.mutate(
      { ids, status: ACTION_STATUS[action] },
      {
        onSuccess: ({ updated }) => {
          toast.success(ADMIN_REPORT_MESSAGES.bulkDone[action](updated));
          onBulkDone();
        },
        onError: (error) => toast.error(ADMIN_REPORT_MESSAGES.bulkFailed(failureDetail(error))),
        onSettled: () => setPending(null),
      },
    );

  /** A row's (or the details dialog's) action. */
  const act = (action: ReportAction, report: AdminReport) => {
    if (action === 'investigate') runSingle(action, report);
    else setPending({ action, report });
  };
  const actOnSelected = (action: ReportAction, ids: number[]) => setPending({ action, ids });

  const busy = single.isPending || bulk.isPending;
  const confirm = () => {
    if (!pending) return;
    if ('report' in pending) runSingle(pending.action, pending.report);
    else runBulk(pending.action, pending.ids);
  };

  let message = '';
  if (pending && 'report' in pending && pending.action !== 'investigate') {
    message = ADMIN_REPORT_MESSAGES.confirm[pending.action](pending.report.id);
  } else if (pending && 'ids' in pending) {
    message = ADMIN_REPORT_MESSAGES.bulkConfirm[pending.action](pending.ids.length);
  }
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && setPending(null)}
      title={pending ? ('ids' in pending ? BULK_LABELS[pending.action] : ACTION_LABELS[pending.action]) : ''}
      message={message}
      confirmLabel={pending ? ACTION_LABELS[pending.action] : ''}
      busy={busy}
      busyLabel="Saving..."
      tone={pending?.action === 'dismiss' ? 'danger' : 'default'}
      onConfirm={confirm}
    />
  );

  /** The report whose own action is running, so its buttons can wait. */
  const busyId = single.isPending ? (single.variables?.id ?? null) : null;
  return { act, actOnSelected, busy, busyId, dialog };
}
