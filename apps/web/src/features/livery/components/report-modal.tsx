import { REPORT_REASON_LABELS, REPORT_REASONS, type ReportInput, ReportInputSchema } from '@paddock/contract';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { ReportForm } from '@/components/report/report-form';
import { Modal } from '@/components/ui/modal';
import { useReportLivery } from '../api/report-livery';
import { reportErrorMessage } from '../lib/error-messages';
import { LIVERY_PAGE_MESSAGES } from '../lib/messages';

export interface ReportModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  livery: { id: number; title: string } | undefined;
}

/** Report Livery: reason (required) and an optional comment; closes with a thank-you once sent. */
export default function ReportModal({ open, onOpenChange, livery }: ReportModalProps) {
  const report = useReportLivery();
  const { reset } = report;

  useEffect(() => {
    if (open) reset();
  }, [open, reset]);

  const submit = (input: ReportInput) => {
    if (!livery?.id) {
      toast.error(LIVERY_PAGE_MESSAGES.report.missing);
      return;
    }
    report.mutate(
      { id: livery.id, input },
      {
        onSuccess: () => {
          toast.success(LIVERY_PAGE_MESSAGES.report.success);
          onOpenChange(false);
        },
        onError: (error) => {
          toast.error(reportErrorMessage(error));
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      dismissible={!report.isPending}
      title="Report Livery"
      description={
        <>
          Tell our moderators what is wrong with <strong className="text-ink-50">“{livery?.title}”</strong>.
        </>
      }
    >
      <ReportForm
        reasons={REPORT_REASONS}
        labels={REPORT_REASON_LABELS}
        schema={ReportInputSchema}
        placeholder="Anything that helps our moderators, e.g. where the original livery was published."
        pending={report.isPending}
        onSubmit={submit}
        onCancel={() => onOpenChange(false)}
      />
    </Modal>
  );
}
